import * as v from 'valibot'
import { type Refusal, refusal } from '../resource/refusal.ts'
import type { AbaPayment } from './aba.ts'
import { isAccountNumber, normalBsb } from './bank-details.ts'
import { Day, optionalText, RequiredId } from './fields.ts'

/** POST /api/proxy/payment/export.json: which bills to pay, from which bank account, and the file's header. */
export const PaymentExportSchema = v.object({
  bill_ids: v.pipe(
    v.array(RequiredId),
    v.minLength(1, 'Please choose the bills to pay'),
    v.maxLength(500, 'At most 500 bills a file'),
  ),
  account_id: RequiredId,
  date: Day,
  bank: v.pipe(
    v.string('Please enter the bank’s abbreviation'),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{3}$/, 'The bank’s abbreviation is 3 letters, such as CBA'),
  ),
  user_id: v.pipe(
    v.string('Please enter the APCA user id'),
    v.trim(),
    v.regex(/^\d{1,6}$/, 'The APCA user id is up to 6 digits'),
  ),
  description: v.optional(v.pipe(optionalText('description', 12)), 'SUPPLIERS'),
})
export type PaymentExport = v.InferOutput<typeof PaymentExportSchema>

/** A bill as the payment file needs it: what is owed and to whom. */
export type BillToPay = {
  readonly number: string
  readonly reference: string
  readonly status: string
  readonly owed: number
  readonly supplier: string
  readonly bankAccountName: string
  readonly bsb: string
  readonly accountNumber: string
}

/**
 * The payments of a file [AB2]: each bill awaiting payment with something owed, to its supplier's account; a
 * bill that cannot be paid by file is refused with the reason (so nothing is half paid).
 */
export function exportPayments(bills: readonly BillToPay[]): Refusal | AbaPayment[] {
  const payments: AbaPayment[] = []
  for (const bill of bills) {
    if (bill.status !== 'awaiting_payment' || bill.owed <= 0)
      return refusal('not_awaiting', `Bill ${bill.number} is not awaiting payment`, 'bill_ids')
    if (normalBsb(bill.bsb) === undefined || !isAccountNumber(bill.accountNumber))
      return refusal(
        'no_bank_details',
        `${bill.supplier} has no BSB and account number: add them to the supplier first`,
        'bill_ids',
      )
    payments.push({
      bsb: bill.bsb,
      accountNumber: bill.accountNumber,
      accountName: bill.bankAccountName || bill.supplier,
      amount: bill.owed,
      reference: bill.reference || bill.number,
    })
  }
  return payments
}

/** The remitter's own account must be a bank account with a BSB and number for the file's trace record. */
export function remitterProblem(bsb: string, accountNumber: string): Refusal | undefined {
  return normalBsb(bsb) === undefined || !isAccountNumber(accountNumber)
    ? refusal(
        'no_bank_details',
        'This bank account has no BSB and account number: add them in the chart of accounts',
        'account_id',
      )
    : undefined
}
