import type { ReportMeasure } from './report-definition.ts'

/**
 * The sums a report's query gives for each row, in cents and units, before any measure is worked out. Prices
 * include tax (the register's default), so a line's sale price is its gross less its discount, and the tax is
 * inside it.
 */
export type ReportSums = {
  readonly quantity: number
  /** quantity × unit price, before discounts, tax included. */
  readonly gross: number
  readonly discounts: number
  readonly tax: number
  /** quantity × unit cost. */
  readonly cost: number
  /** How many sales the row's lines or payments come from. */
  readonly sales: number
  /** The payments' amount. */
  readonly amount: number
}

export const ZERO_SUMS: ReportSums = {
  quantity: 0,
  gross: 0,
  discounts: 0,
  tax: 0,
  cost: 0,
  sales: 0,
  amount: 0,
}

/** A row of a report: its group's key and label and the figure of each measure. */
export type ReportRow = {
  readonly key: string
  readonly label: string
  readonly values: Readonly<Partial<Record<ReportMeasure, number>>>
}

/** The figure of one measure from a row's sums [RPT1]: net sales = gross − discounts − tax; margin = net − cost. */
export function measureValue(measure: ReportMeasure, sums: ReportSums): number {
  switch (measure) {
    case 'quantity':
      return sums.quantity
    case 'gross_sales':
      return sums.gross
    case 'discounts':
      return sums.discounts
    case 'tax':
      return sums.tax
    case 'net_sales':
      return sums.gross - sums.discounts - sums.tax
    case 'cost':
      return sums.cost
    case 'margin':
      return sums.gross - sums.discounts - sums.tax - sums.cost
    case 'sales':
      return sums.sales
    case 'amount':
      return sums.amount
  }
}

/** A row's figures for the chosen measures. */
export function reportRow(
  key: string,
  label: string,
  sums: ReportSums,
  measures: readonly ReportMeasure[],
): ReportRow {
  const values: Partial<Record<ReportMeasure, number>> = {}
  for (const measure of measures) values[measure] = measureValue(measure, sums)
  return { key, label, values }
}

/**
 * The total line [RPT2]: each measure summed over the rows, so a report's total is the sum of what it shows.
 * (A sale with lines in two rows counts once in each; a line of a product with two tags counts under both.)
 */
export function reportTotals(
  rows: readonly ReportRow[],
  measures: readonly ReportMeasure[],
): Partial<Record<ReportMeasure, number>> {
  const totals: Partial<Record<ReportMeasure, number>> = {}
  for (const measure of measures) {
    let sum = 0
    for (const row of rows) sum += row.values[measure] ?? 0
    totals[measure] = sum
  }
  return totals
}

/** The margin as a percentage of net sales, to one decimal; null when there are no net sales [RPT3]. */
export function marginPercent(margin: number, netSales: number): number | null {
  if (netSales === 0) return null
  return Math.round((margin * 1000) / netSales) / 10
}
