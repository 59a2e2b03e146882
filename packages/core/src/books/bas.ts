import { divideRound } from '../money/divide.ts'
import { type BasLabel, TAX_TYPES, type TaxType } from './tax-rates.ts'

/** Journal lines of a period summed by tax type: Σ (debit − credit) and Σ signed GST. */
export type BasInput = { readonly taxType: TaxType; readonly amount: number; readonly tax: number }

export type BasFigures = Record<BasLabel | '1A' | '1B', number>

/**
 * The BAS of a period [BAS1] (accounting-au.md §2.3): each line's tax-inclusive amount lands on the labels of
 * its tax rate, sales rates on G1 (with G2 exports, G3 other GST-free, G4 input taxed) and their GST on 1A,
 * purchase rates on G10 (capital) or G11 (with G13, G14 on the worksheet) and their GST on 1B. BAS Excluded
 * lines (and the GST account itself) appear nowhere. Cents; `lodged` gives the whole dollars lodged.
 */
export function basReport(input: readonly BasInput[]) {
  const figures: BasFigures = { G1: 0, G2: 0, G3: 0, G4: 0, G10: 0, G11: 0, G13: 0, G14: 0, '1A': 0, '1B': 0 }
  for (const row of input) {
    const info = TAX_TYPES[row.taxType]
    if (info.side === 'none') continue
    // Sales are credits: the amount on the BAS is the credit; purchases are debits.
    const direction = info.side === 'sales' ? -1 : 1
    const inclusive = direction * (row.amount + row.tax)
    for (const label of info.labels) figures[label] += inclusive
    figures[info.side === 'sales' ? '1A' : '1B'] += direction * row.tax
  }
  const G5 = figures.G2 + figures.G3 + figures.G4
  const G6 = figures.G1 - G5
  const G12 = figures.G10 + figures.G11
  const G16 = figures.G13 + figures.G14
  const G17 = G12 - G16
  const worksheet = {
    G5,
    G6,
    G9: divideRound(G6, 11, 'half_up'),
    G12,
    G16,
    G17,
    G20: divideRound(G17, 11, 'half_up'),
  }
  return { figures, worksheet, netGst: figures['1A'] - figures['1B'] }
}

/** A BAS amount as lodged: whole dollars, cents dropped [BAS2] (1A $5,000.45 is 5000). */
export function lodgedDollars(cents: number): number {
  return Math.trunc(cents / 100)
}

/** The labels of the full BAS and of Simpler BAS (G1, 1A, 1B), in the order the form shows them. */
export const BAS_LABELS = ['G1', 'G2', 'G3', 'G10', 'G11', '1A', '1B'] as const
export const SIMPLER_BAS_LABELS = ['G1', '1A', '1B'] as const

/**
 * Cash basis [BAS3]: a document counts on the BAS only as far as it was paid in the period. Each of its lines
 * (amount and GST) is scaled by paid / total, half-up to the cent.
 */
export function cashBasisShare<T extends { amount: number; tax: number }>(
  lines: readonly T[],
  documentTotal: number,
  paidInPeriod: number,
): T[] {
  if (documentTotal === 0 || paidInPeriod === 0) return []
  if (paidInPeriod === documentTotal) return [...lines]
  const paid = Math.abs(paidInPeriod)
  const total = Math.abs(documentTotal)
  return lines.map((line) => ({
    ...line,
    amount: divideRound(line.amount * paid, total, 'half_up'),
    tax: divideRound(line.tax * paid, total, 'half_up'),
  }))
}
