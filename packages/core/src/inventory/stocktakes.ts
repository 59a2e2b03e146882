/**
 * A stocktake freezes what each item was expected to hold when it started, collects counts from several counters
 * (each scan is its own row, so two counters never overwrite each other), and on commit adjusts stock on hand to
 * what was counted.
 */
export const STOCKTAKE_STATES = ['counting', 'completed', 'cancelled'] as const
export type StocktakeState = (typeof STOCKTAKE_STATES)[number]

/** One count as a counter sends it: a number of units of an item (a scan is 1; a correction may be negative). */
export type Count = { readonly item_id: number; readonly quantity: number }

/** Every counter's counts added up per item: nothing is lost when counters scan the same item at once. */
export function mergeCounts(counts: readonly Count[]): Map<number, number> {
  const merged = new Map<number, number>()
  for (const count of counts) merged.set(count.item_id, (merged.get(count.item_id) ?? 0) + count.quantity)
  return merged
}

/** A line of the variances screen: counted against the frozen expected quantity, and what the difference costs. */
export type Variance = {
  readonly item_id: number
  readonly expected: number
  readonly counted: number
  readonly variance: number
  /** variance × unit cost, cents (negative: stock lost). */
  readonly cost: number
}

/**
 * The variances of a stocktake: every item it expected or counted. A partial stocktake (a location, type or vendor)
 * expects only its items; an item counted outside them is still a line.
 */
export function variances(
  expected: ReadonlyMap<number, { quantity: number; unit_cost: number }>,
  counted: ReadonlyMap<number, number>,
): Variance[] {
  const ids = [...new Set([...expected.keys(), ...counted.keys()])].sort((a, b) => a - b)
  return ids.map((id) => {
    const frozen = expected.get(id)
    const expectedQuantity = frozen?.quantity ?? 0
    const countedQuantity = counted.get(id) ?? 0
    const variance = countedQuantity - expectedQuantity
    return {
      item_id: id,
      expected: expectedQuantity,
      counted: countedQuantity,
      variance,
      cost: variance * (frozen?.unit_cost ?? 0),
    }
  })
}

/**
 * The adjustment a commit writes for an item: what makes on hand equal to what was counted, taken against stock on
 * hand at the moment of the commit (a sale made while counting is already in it), so that after the commit
 * counted = on hand. An item expected but not counted was counted as zero.
 */
export function stocktakeAdjustment(onHandNow: number, counted: number): number {
  return counted - onHandNow
}
