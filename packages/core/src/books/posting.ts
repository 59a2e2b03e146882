import type { LedgerRole } from './accounts.ts'
import type { TaxType } from './tax-rates.ts'

/**
 * One line of a posting, before the server knows the company's account ids: the account by its role (or, for
 * a tender, the payment method whose clearing account it is, with the role to use when the method names
 * none), a signed amount in cents (positive debit, negative credit), the tax rate's type and the GST the line
 * carries (signed like the line: on a sale's revenue line both are credits).
 */
export type PostingLine = {
  /** The account by its role, or by its id (a bill's or a journal's line): exactly one of the two. */
  readonly role?: LedgerRole
  readonly account?: number
  readonly method?: string
  readonly amount: number
  readonly taxType: TaxType
  readonly tax: number
  readonly taxRateId?: number | null
  readonly costCentre?: number | null
  readonly description?: string
}

/** Σ amounts of a posting: zero when it balances [GL1]. */
export function postingImbalance(lines: readonly Pick<PostingLine, 'amount'>[]): number {
  let sum = 0
  for (const line of lines) sum += line.amount
  return sum
}

/** A signed amount as the debit and credit columns of a journal line. */
export function debitCredit(amount: number): { debit: number; credit: number } {
  return amount >= 0 ? { debit: amount, credit: 0 } : { debit: 0, credit: -amount }
}

/**
 * Adds lines into a posting, merging those on the same account, method and tax type, and dropping the lines
 * that end at zero with no tax: a posting has one line per account and tax rate [GL2].
 */
export class PostingBuilder {
  readonly #lines = new Map<string, { -readonly [K in keyof PostingLine]: PostingLine[K] }>()

  /** Adds `amount` (positive debit) to an account given by its role or its id. */
  add(
    account: LedgerRole | number,
    amount: number,
    taxType: TaxType = 'BASEXCLUDED',
    tax = 0,
    method?: string,
  ): this {
    if (amount === 0 && tax === 0) return this
    const key = `${account}|${method ?? ''}|${taxType}`
    const line = this.#lines.get(key)
    if (line) {
      line.amount += amount
      line.tax += tax
    } else {
      const target = typeof account === 'number' ? { account } : { role: account }
      this.#lines.set(key, { ...target, ...(method === undefined ? {} : { method }), amount, taxType, tax })
    }
    return this
  }

  lines(): PostingLine[] {
    const lines: PostingLine[] = []
    for (const line of this.#lines.values()) {
      // 0 rather than -0, so that a posting compares equal to its mirror.
      if (line.amount !== 0 || line.tax !== 0)
        lines.push({ ...line, amount: line.amount + 0, tax: line.tax + 0 })
    }
    return lines
  }
}
