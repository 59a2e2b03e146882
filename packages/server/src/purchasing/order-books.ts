import {
  type BillStatus,
  billAfterPayment,
  billPaymentPosting,
  isRefusal,
  purchaseOrderState,
  type Refusal,
  refusal,
} from '@pos/core'
import type { Transaction } from 'kysely'
import { postDocument } from '../books/document-journal.ts'
import type { Database } from '../db/schema.ts'

type Trx = Transaction<Database>

/** The company's account with this role (Accounts Payable, the bank...). */
export async function roleAccount(trx: Trx, companyId: number, role: string): Promise<number | undefined> {
  const row = await trx
    .selectFrom('accounts')
    .select('id')
    .where('company_id', '=', companyId)
    .where('role', '=', role)
    .executeTakeFirst()
  return row?.id
}

/**
 * Purchase orders' units and states worked out again from their lines (core purchaseOrderState), after a
 * receipt or a bill changed them. The orders are locked by the caller or by this update.
 */
export async function refreshOrders(trx: Trx, companyId: number, orderIds: readonly number[]) {
  for (const id of new Set(orderIds)) {
    const order = await trx
      .selectFrom('purchase_orders')
      .select(['status', 'shipped'])
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!order) continue
    const lines = await trx
      .selectFrom('purchase_order_lines')
      .select(['quantity', 'received', 'billed'])
      .where('company_id', '=', companyId)
      .where('purchase_order_id', '=', id)
      .execute()
    const status = purchaseOrderState(lines, {
      canceled: order.status === 'canceled',
      shipped: order.shipped,
    })
    await trx
      .updateTable('purchase_orders')
      .set({
        status,
        ordered: lines.reduce((sum, line) => sum + line.quantity, 0),
        received: lines.reduce((sum, line) => sum + line.received, 0),
        billed: lines.reduce((sum, line) => sum + line.billed, 0),
      })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .execute()
  }
}

/**
 * Moves purchase order lines' billed units by `change` (line id → units, negative to unbill), refusing a line
 * billed beyond what arrived or below nothing, or a line of another company; then the orders' states.
 */
export async function moveBilled(
  trx: Trx,
  companyId: number,
  change: ReadonlyMap<number, number>,
): Promise<Refusal | undefined> {
  const ids = [...change.keys()]
  if (ids.length === 0) return undefined
  const lines = await trx
    .selectFrom('purchase_order_lines as l')
    .innerJoin('purchase_orders as o', 'o.id', 'l.purchase_order_id')
    .select(['l.id', 'l.purchase_order_id', 'l.received', 'l.billed', 'o.status'])
    .where('l.company_id', '=', companyId)
    .where('l.id', 'in', ids)
    .forUpdate()
    .execute()
  if (lines.length !== ids.length)
    return refusal('invalid', 'Choose purchase order lines of this company', 'lines')
  for (const line of lines) {
    const billed = line.billed + (change.get(line.id) ?? 0)
    if (billed > line.received)
      return refusal(
        'over_billed',
        'A bill line cannot bill more than was received on its purchase order',
        'lines',
      )
    if (billed < 0 || line.status === 'canceled')
      return refusal('invalid', 'This purchase order line cannot be billed', 'lines')
  }
  for (const line of lines)
    await trx
      .updateTable('purchase_order_lines')
      .set({ billed: line.billed + (change.get(line.id) ?? 0) })
      .where('company_id', '=', companyId)
      .where('id', '=', line.id)
      .execute()
  await refreshOrders(
    trx,
    companyId,
    lines.map((line) => line.purchase_order_id),
  )
  return undefined
}

/** The billed units of a bill's lines by purchase order line. */
export async function billedByLine(trx: Trx, companyId: number, billId: number, sign: 1 | -1) {
  const rows = await trx
    .selectFrom('bill_lines')
    .select(['purchase_order_line_id', 'quantity'])
    .where('company_id', '=', companyId)
    .where('bill_id', '=', billId)
    .where('purchase_order_line_id', 'is not', null)
    .execute()
  const change = new Map<number, number>()
  for (const row of rows) {
    const id = row.purchase_order_line_id!
    change.set(id, (change.get(id) ?? 0) + sign * row.quantity)
  }
  return change
}

export type BillRow = { id: unknown; number: unknown; status: unknown; total: unknown; paid: unknown }

/**
 * Records a payment of a bill from a bank account (the company's Bank when none is named) and posts it [BL3]:
 * the bill's paid amount and state, as core billAfterPayment says.
 */
export async function payBill(
  trx: Trx,
  companyId: number,
  bill: BillRow,
  payment: { amount: number; date: string; accountId: number | null },
): Promise<Refusal | { paid: number; status: BillStatus }> {
  const after = billAfterPayment(
    { status: bill.status as BillStatus, total: Number(bill.total), paid: Number(bill.paid) },
    payment.amount,
  )
  if (isRefusal(after)) return after
  const accountId = payment.accountId ?? (await roleAccount(trx, companyId, 'bank'))
  const account =
    accountId === undefined
      ? undefined
      : await trx
          .selectFrom('accounts')
          .select(['id', 'type'])
          .where('company_id', '=', companyId)
          .where('id', '=', accountId)
          .where('archived', '=', false)
          .executeTakeFirst()
  if (account?.type !== 'Bank')
    return refusal('invalid', 'Choose a bank account of this company', 'account_id')
  const row = await trx
    .insertInto('bill_payments')
    .values({
      company_id: companyId,
      bill_id: Number(bill.id),
      date: payment.date,
      amount: payment.amount,
      account_id: account.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const refused = await postDocument(
    trx,
    companyId,
    {
      date: payment.date,
      narration: `Payment of bill ${String(bill.number)}`,
      sourceKind: 'bill_payment',
      sourceId: row.id,
    },
    billPaymentPosting(payment.amount, account.id),
  )
  return refused ?? after
}
