import { type Minor, minor } from '../money/minor.ts'
import { computeTotals } from '../sale/totals.ts'
import type { Sale, SaleTotals, Shipping } from '../sale/types.ts'
import { err, ok, type Result } from '../shared/result.ts'
import type { TaxSettings } from '../tax/gst.ts'

/** GST on a shipping charge unless the cashier says otherwise (Australia, like the lines). */
export const SHIPPING_TAX_PERCENT = 10

export const SHIPPING_MESSAGES = {
  address: 'Please enter the address to ship this sale to',
  price: 'Please enter a shipping charge of $0.00 or more',
  tax: 'Please enter a shipping tax rate between 0 and 100',
} as const
export type ShippingError = (typeof SHIPPING_MESSAGES)[keyof typeof SHIPPING_MESSAGES]

/** What the cashier entered for a sale that is sent: the address and the charge (tax-inclusive like lines). */
export type ShippingInput = {
  readonly address: string
  readonly price: number | null
  readonly tax_percent: number
  readonly carrier?: string | undefined
}

/**
 * The sale's shipping when it is sent (spec 3, sale.shipping): the address to ship to and the charge, its own
 * total line with its own tax [SHIP1]. A charge is a whole number of cents, 0 or more; an address is needed.
 */
export function saleShipping(input: ShippingInput): Result<Shipping, ShippingError> {
  const address = input.address.trim()
  if (!address) return err(SHIPPING_MESSAGES.address)
  if (input.price === null || !Number.isSafeInteger(input.price) || input.price < 0)
    return err(SHIPPING_MESSAGES.price)
  if (!(input.tax_percent >= 0 && input.tax_percent <= 100)) return err(SHIPPING_MESSAGES.tax)
  return ok({
    price: minor(input.price) as Minor,
    tax_percent: input.tax_percent,
    address,
    ...(input.carrier?.trim() ? { carrier: input.carrier.trim() } : {}),
  })
}

/** The sale's totals with this shipping in place of its own (none: without shipping) [SHIP2]. */
export function totalsWithShipping(
  sale: Pick<Sale, 'lines' | 'payments'>,
  shipping: Shipping | null,
  tax: TaxSettings,
): SaleTotals {
  return computeTotals({ ...sale, shipping }, tax)
}
