import { currency } from '../money/currencies.ts'
import { type Minor, minor } from '../money/minor.ts'
import { err, ok, type Result } from '../shared/result.ts'

/**
 * Notes and coins in circulation, in cents, largest first [CASH1]. AUD: no 1c/2c since 1992
 * (docs/accounting-au.md section 9); NZD: no 5c since 2006. Other currencies count notes and coins by a
 * generic series; an unknown currency falls back to it.
 */
const DENOMINATIONS: Readonly<Record<string, readonly number[]>> = {
  AUD: [10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5],
  NZD: [10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10],
  USD: [10000, 5000, 2000, 1000, 500, 100, 25, 10, 5, 1],
}
const GENERIC = [10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1] as const

/** The denominations a drawer of `currencyCode` holds, in cents, largest first. */
export function denominations(currencyCode: string): readonly number[] {
  return DENOMINATIONS[currency(currencyCode).code] ?? GENERIC
}

export const CASH_COUNT_ERRORS = {
  UNKNOWN_DENOMINATION: 'UNKNOWN_DENOMINATION',
} as const
export type CashCountErrorCode = (typeof CASH_COUNT_ERRORS)[keyof typeof CASH_COUNT_ERRORS]
export type CashCountError = { readonly code: CashCountErrorCode; readonly message: string }

/**
 * The value of a cash count [CASH2]: Σ denomination × count, in cents. A denomination the currency does not
 * have is refused (a typo must not silently change the drawer's value).
 */
export function cashCountTotal(
  counts: Readonly<Record<string, number>>,
  currencyCode: string,
): Result<Minor, CashCountError> {
  const known = new Set(denominations(currencyCode))
  let total = 0
  for (const [key, count] of Object.entries(counts)) {
    const value = Number(key)
    if (!known.has(value)) {
      return err({
        code: CASH_COUNT_ERRORS.UNKNOWN_DENOMINATION,
        message: `${currency(currencyCode).code} has no ${key} cent note or coin`,
      })
    }
    total += value * count
  }
  return ok(minor(total))
}

/** What went into and out of a drawer during a register day. */
export type DrawerMovements = {
  /** The float the register was opened with. */
  readonly float: number
  /** Cash kept from sales: cash tendered minus change given, refunds paid in cash negative. */
  readonly cashSales: number
  /** Petty cash: in positive, out negative. */
  readonly pettyCash: number
}

/** The cash the drawer should hold at close [CASH3]: float + cash sales + petty cash. */
export function expectedCash(movements: DrawerMovements): Minor {
  return minor(movements.float + movements.cashSales + movements.pettyCash)
}

/** Counted − expected [CASH4]: positive is over, negative is short, 0 balances. */
export function cashVariance(counted: number, expected: number): Minor {
  return minor(counted - expected)
}

/** Closing needs an explicit confirmation exactly when the count differs from what is expected [CASH5]. */
export function closeNeedsConfirmation(counted: number, expected: number): boolean {
  return cashVariance(counted, expected) !== 0
}

/** A payment as the drawer sees it: its processor and signed amount. */
export type DrawerPayment = { readonly processor: string; readonly amount: number }

/**
 * The cash a sale leaves in the drawer [CASH6]: its cash payments minus the change given (change is
 * paid out in cash). `change` is the sale's totals.change (0 when none; ≤ 0 for refunds).
 */
export function saleCashTaken(payments: readonly DrawerPayment[], change: number): Minor {
  let cash = 0
  for (const payment of payments) if (payment.processor === 'cash') cash += payment.amount
  return minor(cash - change)
}

/** One row of the close summary: a tender's name, the number of payments and their total. */
export type TenderSummaryRow = { readonly name: string; readonly count: number; readonly total: Minor }

/**
 * The close summary by tender [CASH7]: payments grouped by name in order of first appearance, with counts
 * and totals; the totals add up to Σ payments.
 */
export function tenderSummary(
  payments: readonly { readonly name: string; readonly amount: number }[],
): TenderSummaryRow[] {
  const rows = new Map<string, { count: number; total: number }>()
  for (const payment of payments) {
    const row = rows.get(payment.name) ?? { count: 0, total: 0 }
    row.count += 1
    row.total += payment.amount
    rows.set(payment.name, row)
  }
  return [...rows].map(([name, row]) => ({ name, count: row.count, total: minor(row.total) }))
}
