import { averageCents } from '../admin/dashboard.ts'

/** One change of a balance as stored: signed cents (credit > 0, debit < 0), oldest first. */
export type BalanceEntry = {
  readonly id: number
  readonly date: string
  readonly amount: number
  readonly description: string
  readonly reference: string
}

/** A row of the store-credit statement (spec 3: date, credit, debit, description, reference, balance). */
export type StatementRow = {
  readonly id: number
  readonly date: string
  readonly credit: number
  readonly debit: number
  readonly description: string
  readonly reference: string
  /** The balance after this row. */
  readonly balance: number
}

/**
 * Each change of a balance (store credit, loyalty points, a gift card), oldest first, with the balance after it
 * [CUS1]: `opening` (the balance before the first; 0 when the list is the whole history) plus every change up to
 * and including its own, `change` saying how much each one moved it.
 */
export function withRunningBalance<T>(
  entries: readonly T[],
  change: (entry: T) => number,
  opening = 0,
): { entry: T; balance: number }[] {
  let balance = opening
  return entries.map((entry) => {
    balance += change(entry)
    return { entry, balance }
  })
}

/**
 * The statement of a balance from its transactions, oldest first, each with the running balance after it
 * [CUS1]. `opening` is the balance before the first entry (0 when the list is the whole history).
 */
export function runningStatement(entries: readonly BalanceEntry[], opening = 0): StatementRow[] {
  return withRunningBalance(entries, (entry) => entry.amount, opening).map(({ entry, balance }) => ({
    id: entry.id,
    date: entry.date,
    credit: Math.max(entry.amount, 0),
    debit: Math.max(-entry.amount, 0),
    description: entry.description,
    reference: entry.reference,
    balance,
  }))
}

/** One sale of a customer as the figures need it. */
export type CustomerSale = { readonly created: string; readonly total: number }

/** The sales figures of spec 3: lifetime, the last 6 and 3 months, and the average order, in cents. */
export type CustomerFigures = {
  readonly lifetime_sales: number
  readonly sales_6_months: number
  readonly sales_3_months: number
  readonly order_count: number
  readonly average_order: number
}

function monthsBefore(now: Date, months: number): number {
  const date = new Date(now.getTime())
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() - months)
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return date.getTime()
}

/**
 * A customer's figures from their real sales [CUS2]: lifetime total, totals since the same instant 6 and 3
 * calendar months before `now` (clamped to the month's last day), and the average order (lifetime / count,
 * rounded half away from zero). Sales after `now` are not counted; refunds (negative totals) count as they are.
 */
export function customerFigures(sales: readonly CustomerSale[], now: Date): CustomerFigures {
  const sixMonths = monthsBefore(now, 6)
  const threeMonths = monthsBefore(now, 3)
  let lifetime = 0
  let six = 0
  let three = 0
  let count = 0
  for (const sale of sales) {
    const at = Date.parse(sale.created)
    if (at > now.getTime()) continue
    lifetime += sale.total
    count += 1
    if (at >= sixMonths) six += sale.total
    if (at >= threeMonths) three += sale.total
  }
  return {
    lifetime_sales: lifetime,
    sales_6_months: six,
    sales_3_months: three,
    order_count: count,
    average_order: Number(averageCents(BigInt(lifetime), BigInt(count))),
  }
}
