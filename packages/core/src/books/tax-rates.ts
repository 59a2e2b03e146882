/**
 * Tax rates and where each lands on the BAS (accounting-au.md §2.3). A rate is identified by its type; a
 * company may add its own rates, each of one of these types.
 */
export type BasLabel = 'G1' | 'G2' | 'G3' | 'G4' | 'G10' | 'G11' | 'G13' | 'G14'

export type TaxTypeInfo = {
  readonly name: string
  readonly percent: number
  /** Sales rates feed G1 and 1A; purchase rates G10/G11 and 1B; none never appears on the BAS. */
  readonly side: 'sales' | 'purchases' | 'none'
  readonly labels: readonly BasLabel[]
}

export const TAX_TYPES = {
  OUTPUT: { name: 'GST on Income', percent: 10, side: 'sales', labels: ['G1'] },
  EXEMPTOUTPUT: { name: 'GST Free Income', percent: 0, side: 'sales', labels: ['G1', 'G3'] },
  EXEMPTEXPORT: { name: 'GST Free Exports', percent: 0, side: 'sales', labels: ['G1', 'G2'] },
  INPUTTAXED: { name: 'Input Taxed', percent: 0, side: 'sales', labels: ['G1', 'G4'] },
  INPUT: { name: 'GST on Expenses', percent: 10, side: 'purchases', labels: ['G11'] },
  EXEMPTEXPENSES: { name: 'GST Free Expenses', percent: 0, side: 'purchases', labels: ['G11', 'G14'] },
  INPUTTAXEDPURCHASES: {
    name: 'Input Taxed Purchases',
    percent: 0,
    side: 'purchases',
    labels: ['G11', 'G13'],
  },
  CAPEXINPUT: { name: 'GST on Capital', percent: 10, side: 'purchases', labels: ['G10'] },
  EXEMPTCAPITAL: { name: 'GST Free Capital', percent: 0, side: 'purchases', labels: ['G10', 'G14'] },
  BASEXCLUDED: { name: 'BAS Excluded', percent: 0, side: 'none', labels: [] },
} as const satisfies Record<string, TaxTypeInfo>
export type TaxType = keyof typeof TAX_TYPES

export const TAX_TYPE_KEYS = Object.keys(TAX_TYPES) as TaxType[]

export function isTaxType(value: string): value is TaxType {
  return Object.hasOwn(TAX_TYPES, value)
}

/** The tax type of a sale line by its tax percent: GST on Income when taxed, GST Free Income when not. */
export function saleTaxType(percent: number): TaxType {
  return percent > 0 ? 'OUTPUT' : 'EXEMPTOUTPUT'
}
