import { type Refusal, refusal } from '../resource/refusal.ts'

/**
 * A supplier's Australian bank details as a direct-entry (ABA) file needs them (accounting-au.md §6): a BSB of
 * six digits written `NNN-NNN`, and an account number of at most nine characters of digits, hyphens and blanks
 * (leading zeros are meaningful and kept).
 */

/** A BSB as typed (`062000`, `062-000`, `062 000`) in its file form `062-000`, or undefined when it is not one. */
export function normalBsb(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '')
  return /^\d{6}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : undefined
}

/** Whether an account number fits the file: 1 to 9 characters, digits, hyphens and blanks, at least one digit. */
export function isAccountNumber(typed: string): boolean {
  return /^[\d -]{1,9}$/.test(typed) && /\d/.test(typed)
}

export const BANK_MESSAGES = {
  bsb: 'A BSB is 6 digits, written 062-000',
  account: 'An account number is up to 9 digits (hyphens and spaces allowed)',
  accountWithoutBsb: 'Please enter the BSB of this account number',
} as const

/** The refusal of a supplier's BSB and account number (both may be left empty; a number needs its BSB). */
export function bankDetailsProblem(bsb: string, accountNumber: string): Refusal | undefined {
  if (bsb !== '' && normalBsb(bsb) === undefined) return refusal('bsb', BANK_MESSAGES.bsb, 'bsb')
  if (accountNumber !== '' && !isAccountNumber(accountNumber))
    return refusal('account_number', BANK_MESSAGES.account, 'account_number')
  if (accountNumber !== '' && bsb === '') return refusal('bsb', BANK_MESSAGES.accountWithoutBsb, 'bsb')
  return undefined
}
