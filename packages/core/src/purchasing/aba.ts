import { normalBsb } from './bank-details.ts'

/**
 * The ABA (Cemtex) direct-entry file a bank takes to pay suppliers (accounting-au.md §6): one descriptive
 * record (type 0), a detail record (type 1) per payment, and the file total (type 7); 120 ASCII characters a
 * record, CRLF line ends. Text fields are left-justified and blank-filled, numbers right-justified and
 * zero-filled; amounts are unsigned cents.
 */

/** Who pays: the remitter's own account (the trace account for returned payments) and its bank's file header. */
export type AbaRemitter = {
  /** The bank's abbreviation (CBA, WBC, NAB, ANZ...). */
  readonly bank: string
  /** The user name the bank knows the remitter by (26 characters). */
  readonly userName: string
  /** The APCA / direct-entry user id (6 digits). */
  readonly userId: string
  /** What the file is for (12 characters), e.g. SUPPLIERS. */
  readonly description: string
  /** The day the bank processes the file, YYYY-MM-DD. */
  readonly processDate: string
  readonly bsb: string
  readonly accountNumber: string
  /** The remitter's name on the supplier's statement (16 characters). */
  readonly remitterName: string
}

/** One supplier paid: their account, the amount in cents (> 0) and the reference they see. */
export type AbaPayment = {
  readonly bsb: string
  readonly accountNumber: string
  readonly accountName: string
  readonly amount: number
  readonly reference: string
}

export const ABA_RECORD_LENGTH = 120
/** Transaction code 50: a general credit (a payment to a supplier). */
export const ABA_CREDIT = '50'

/** Text the file may hold: printable ASCII, anything else a blank. */
function ascii(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, ' ')
}

function left(text: string, width: number): string {
  return ascii(text).slice(0, width).padEnd(width, ' ')
}

function right(text: string, width: number, fill: ' ' | '0'): string {
  return ascii(text).slice(-width).padStart(width, fill)
}

function cents(amount: number, width: number): string {
  return right(String(Math.abs(Math.trunc(amount))), width, '0')
}

/** A BSB in the file's `NNN-NNN` form (blanks when it is not one; the caller checks first). */
function bsbField(bsb: string): string {
  return normalBsb(bsb) ?? '       '
}

/** `YYYY-MM-DD` as the header's `DDMMYY`. */
function ddmmyy(day: string): string {
  return `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(2, 4)}`
}

/** The descriptive record (type 0). */
export function abaHeader(remitter: AbaRemitter): string {
  return (
    '0' +
    ' '.repeat(17) +
    '01' +
    left(remitter.bank.toUpperCase(), 3) +
    ' '.repeat(7) +
    left(remitter.userName, 26) +
    right(remitter.userId.replace(/\D/g, ''), 6, '0') +
    left(remitter.description, 12) +
    ddmmyy(remitter.processDate) +
    ' '.repeat(40)
  )
}

/** A detail record (type 1): a credit to the supplier's account, traced back to the remitter's. */
export function abaDetail(payment: AbaPayment, remitter: AbaRemitter): string {
  const reference = payment.reference.trim().replace(/^0+/, '')
  return (
    '1' +
    bsbField(payment.bsb) +
    right(payment.accountNumber, 9, ' ') +
    ' ' +
    ABA_CREDIT +
    cents(payment.amount, 10) +
    left(payment.accountName, 32) +
    left(reference, 18) +
    bsbField(remitter.bsb) +
    right(remitter.accountNumber, 9, ' ') +
    left(remitter.remitterName, 16) +
    '00000000'
  )
}

/** The file total (type 7): net, credit and debit totals and the count of detail records. */
export function abaTrailer(credits: number, debits: number, count: number): string {
  return (
    '7' +
    '999-999' +
    ' '.repeat(12) +
    cents(credits - debits, 10) +
    cents(credits, 10) +
    cents(debits, 10) +
    ' '.repeat(24) +
    right(String(count), 6, '0') +
    ' '.repeat(40)
  )
}

/** The whole file: header, one credit per payment, the total; every record 120 characters, CRLF after each. */
export function abaFile(remitter: AbaRemitter, payments: readonly AbaPayment[]): string {
  const credits = payments.reduce((sum, payment) => sum + payment.amount, 0)
  const records = [
    abaHeader(remitter),
    ...payments.map((payment) => abaDetail(payment, remitter)),
    abaTrailer(credits, 0, payments.length),
  ]
  return `${records.join('\r\n')}\r\n`
}
