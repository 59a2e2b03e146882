/**
 * Prices (spec 3): a price belongs to a product or to one of its items and may have a start and an end date.
 * The price an item sells at on a date is the most specific one in force then.
 */
export type DatedPrice = {
  id: string | number
  product_id: string | number | null
  item_id: string | number | null
  /** ISO instants; null is open-ended. */
  start_date: string | null
  end_date: string | null
  price: number
}

/** True when the price is in force at `at` (start inclusive, end exclusive). */
export function priceInForce(price: DatedPrice, at: string): boolean {
  const time = Date.parse(at)
  if (price.start_date !== null && Date.parse(price.start_date) > time) return false
  if (price.end_date !== null && Date.parse(price.end_date) <= time) return false
  return true
}

/**
 * The price of an item at `at`: among the prices in force, an item's own price beats its product's, a dated
 * price beats an undated one, and a later start beats an earlier one; the higher id breaks ties.
 */
export function priceOn<P extends DatedPrice>(
  prices: readonly P[],
  target: { product_id: string | number; item_id: string | number | null },
  at: string,
): P | undefined {
  const productId = String(target.product_id)
  const itemId = target.item_id === null ? null : String(target.item_id)
  let best: P | undefined
  let bestRank: [number, number, number, number] | undefined
  for (const price of prices) {
    const forItem = price.item_id !== null && itemId !== null && String(price.item_id) === itemId
    const forProduct =
      price.item_id === null && price.product_id !== null && String(price.product_id) === productId
    if (!(forItem || forProduct) || !priceInForce(price, at)) continue
    const dated = price.start_date !== null || price.end_date !== null
    const rank: [number, number, number, number] = [
      forItem ? 1 : 0,
      dated ? 1 : 0,
      price.start_date === null ? Number.NEGATIVE_INFINITY : Date.parse(price.start_date),
      Number(price.id),
    ]
    if (!bestRank || compareRank(rank, bestRank) > 0) {
      best = price
      bestRank = rank
    }
  }
  return best
}

/**
 * Which rank is higher, place by place. Compared, not subtracted: two undated prices both start at -Infinity,
 * whose difference is NaN, which stopped the comparison there, so the id never broke the tie and whichever of
 * two undated prices came first won (a register's index and the server could differ).
 */
function compareRank(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const left = a[index] ?? 0
    const right = b[index] ?? 0
    if (left !== right) return left > right ? 1 : -1
  }
  return 0
}

/**
 * A money amount typed by a person or a CSV ("12.5", "$1,234.50", "7") in cents; undefined when it is not
 * a non-negative amount with at most two decimals.
 */
export function parseMoneyText(text: string): number | undefined {
  const cleaned = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '')
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(cleaned)
  if (!match?.[1]) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
