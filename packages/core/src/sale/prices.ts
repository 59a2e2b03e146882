import type { Minor } from '../money/minor.ts'

/** A price record as the price rules read it (spec 3: product or item, start and end date, currency). */
export type PriceRecord = {
  readonly id: string
  readonly product_id: string | null
  readonly item_id: string | null
  /** ISO instants; null is open-ended. */
  readonly start_date: string | null
  readonly end_date: string | null
  readonly currency: string
  readonly price: Minor
}

/** The price an item sells at now, its regular price, and whether it is marked down. */
export type ItemPrice = {
  readonly price: Minor
  readonly regular: Minor
  readonly marked_down: boolean
  readonly price_id: string
}

function applies(record: PriceRecord, itemId: string, productId: string, currency: string): boolean {
  if (record.currency.toUpperCase() !== currency.toUpperCase()) return false
  return record.item_id === itemId || (record.item_id === null && record.product_id === productId)
}

function runs(record: PriceRecord, at: number): boolean {
  const from = record.start_date ? Date.parse(record.start_date) : Number.NEGATIVE_INFINITY
  const to = record.end_date ? Date.parse(record.end_date) : Number.POSITIVE_INFINITY
  return at >= from && at <= to
}

/** Item prices beat product prices; then the latest start; then the lowest id (deterministic) [PRC2]. */
function better(a: PriceRecord, b: PriceRecord): boolean {
  const itemA = a.item_id !== null
  const itemB = b.item_id !== null
  if (itemA !== itemB) return itemA
  const startA = a.start_date ? Date.parse(a.start_date) : Number.NEGATIVE_INFINITY
  const startB = b.start_date ? Date.parse(b.start_date) : Number.NEGATIVE_INFINITY
  if (startA !== startB) return startA > startB
  return a.id < b.id
}

/**
 * The price of an item at `now` in `currency` [PRC1-PRC3]. The selling price is the best price record running
 * at `now` (item over product, latest start, lowest id); the regular price is the best record with no dates.
 * The item is marked down when it sells below its regular price. null when no record applies.
 */
export function itemPrice(
  prices: readonly PriceRecord[],
  item: { readonly id: string; readonly product_id: string },
  currency: string,
  now: Date,
): ItemPrice | null {
  const at = now.getTime()
  let current: PriceRecord | null = null
  let regular: PriceRecord | null = null
  for (const record of prices) {
    if (!applies(record, item.id, item.product_id, currency)) continue
    if (runs(record, at) && (!current || better(record, current))) current = record
    if (!record.start_date && !record.end_date && (!regular || better(record, regular))) regular = record
  }
  if (!current) return null
  const regularPrice = regular?.price ?? current.price
  return {
    price: current.price,
    regular: regularPrice,
    marked_down: current.price < regularPrice,
    price_id: current.id,
  }
}
