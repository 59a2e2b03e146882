/**
 * Stock is a ledger (issue 14): every change of stock is an append-only movement, and stock on hand is what the
 * movements add up to. These rules are the ledger's arithmetic; the server keeps a projection of them in the same
 * transaction as each movement and can rebuild it from the movements.
 */

/** Why stock moved: each movement names one, and the document it came from. */
export const MOVEMENT_REASONS = [
  'sale',
  'return',
  'transfer',
  'receipt',
  'stocktake',
  'adjustment',
  'fulfillment',
  'move',
] as const
export type MovementReason = (typeof MOVEMENT_REASONS)[number]

/** One movement as the rules see it: a signed quantity (units) and the unit cost it moved at (cents). */
export type Movement = { readonly quantity: number; readonly unit_cost: number }

/** What an item holds in one warehouse: units on hand and their moving-average unit cost (cents). */
export type OnHand = { readonly quantity: number; readonly average_cost: number }

export const NOTHING_ON_HAND: OnHand = { quantity: 0, average_cost: 0 }

/**
 * The moving-average unit cost after a movement: stock that leaves (or a return at the average) leaves the average
 * as it was; stock that arrives blends its cost with what is on hand, weighted by quantity, rounded to the cent.
 * When nothing (or less than nothing) was on hand, the arriving cost is the new average. The books value stock
 * and cost of goods sold from this figure (issue 15).
 */
/** What stock is worth at its moving-average unit cost, in cents (not rounded: the cost may carry fractions). */
export function stockValue(quantity: number, averageCost: number): number {
  return quantity * averageCost
}

export function movingAverageCost(before: OnHand, movement: Movement): number {
  if (movement.quantity <= 0) return before.average_cost
  if (before.quantity <= 0) return movement.unit_cost
  const value = before.quantity * before.average_cost + movement.quantity * movement.unit_cost
  return Math.round(value / (before.quantity + movement.quantity))
}

/** Stock on hand after one movement. */
export function applyMovement(before: OnHand, movement: Movement): OnHand {
  return { quantity: before.quantity + movement.quantity, average_cost: movingAverageCost(before, movement) }
}

/** Stock on hand from its movements, oldest first: the projection rebuilt from the ledger. */
export function onHandFrom(movements: readonly Movement[]): OnHand {
  return movements.reduce(applyMovement, NOTHING_ON_HAND)
}

/** The unit cost stock leaves at: its moving average (an item never received leaves at no cost). */
export function outgoingUnitCost(before: OnHand): number {
  return before.average_cost
}

/** Each movement with the balance after it, oldest first: the item's ledger screen. */
export function runningBalances<M extends Movement>(
  opening: number,
  movements: readonly M[],
): (M & { balance: number })[] {
  let balance = opening
  return movements.map((movement) => {
    balance += movement.quantity
    return { ...movement, balance }
  })
}
