import { err, ok, type Result } from '../shared/result.ts'
import { INVENTORY_MESSAGES } from './messages.ts'

/** Fulfillments (spec sections 3 and 4): how a sale's goods reach the customer, and the states they pass. */
export const FULFILLMENT_TYPES = ['Store Pickup', 'Warehouse To Customer', 'Warehouse To Warehouse'] as const
export type FulfillmentType = (typeof FULFILLMENT_TYPES)[number]

export const FULFILLMENT_STATES = ['open', 'in_progress', 'awaiting_pickup', 'closed'] as const
export type FulfillmentState = (typeof FULFILLMENT_STATES)[number]

export const FULFILLMENT_STATE_LABELS: Record<FulfillmentState, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  awaiting_pickup: 'Awaiting Pickup',
  closed: 'Closed',
}

export const FULFILLMENT_ACTIONS = ['mark_in_progress', 'mark_complete', 'mark_picked_up', 'close'] as const
export type FulfillmentAction = (typeof FULFILLMENT_ACTIONS)[number]

export const FULFILLMENT_ACTION_LABELS: Record<FulfillmentAction, string> = {
  mark_in_progress: 'Mark In Progress',
  mark_complete: 'Mark Complete',
  mark_picked_up: 'Mark Picked Up',
  close: 'Close',
}

export type FulfillmentRefusal = { readonly code: 'status'; readonly message: string }

/**
 * The state a fulfillment reaches by an action. Completing a store pickup leaves it awaiting pickup; completing a
 * shipment closes it. Closing is allowed from any state but closed.
 */
export function fulfillmentTransition(
  type: FulfillmentType,
  state: FulfillmentState,
  action: FulfillmentAction,
): Result<FulfillmentState, FulfillmentRefusal> {
  const refuse = err({ code: 'status' as const, message: INVENTORY_MESSAGES.changeStatus })
  switch (action) {
    case 'mark_in_progress':
      return state === 'open' ? ok('in_progress') : refuse
    case 'mark_complete':
      if (state !== 'open' && state !== 'in_progress') return refuse
      return ok(type === 'Store Pickup' ? 'awaiting_pickup' : 'closed')
    case 'mark_picked_up':
      return state === 'awaiting_pickup' ? ok('closed') : refuse
    case 'close':
      return state !== 'closed' ? ok('closed') : refuse
  }
}

/** The actions a fulfillment in a state offers (the buttons of its screen). */
export function fulfillmentActions(type: FulfillmentType, state: FulfillmentState): FulfillmentAction[] {
  return FULFILLMENT_ACTIONS.filter((action) => fulfillmentTransition(type, state, action).ok)
}

/** A fulfillment line as the stock rules see it: what was asked for and what was picked (0 until picked). */
export type FulfillmentLine = {
  readonly item_id: number
  readonly requested: number
  readonly actual: number
}

/** How many units a fulfillment asks for, over all its lines (the list's Units column). */
export function requestedUnits(lines: readonly Pick<FulfillmentLine, 'requested'>[]): number {
  return lines.reduce((sum, line) => sum + line.requested, 0)
}

/**
 * The actual quantities a completion records: the ones given (what the picker found), else what was already
 * recorded, else what was requested. More than requested, or a negative or fractional count, is refused.
 */
export function completedQuantities(
  lines: readonly FulfillmentLine[],
  given: readonly { readonly item_id: number; readonly actual: number }[],
): Result<FulfillmentLine[], FulfillmentRefusal> {
  const picked = new Map(given.map((line) => [line.item_id, line.actual]))
  const done: FulfillmentLine[] = []
  for (const line of lines) {
    const actual = picked.get(line.item_id) ?? (line.actual > 0 ? line.actual : line.requested)
    if (!Number.isInteger(actual) || actual < 0)
      return err({ code: 'status', message: INVENTORY_MESSAGES.quantity })
    if (actual > line.requested) return err({ code: 'status', message: INVENTORY_MESSAGES.moreThanRequested })
    done.push({ ...line, actual })
  }
  return ok(done)
}

/** Whether an action takes the goods off the shelf: completing (a pickup is packed and set aside; a shipment leaves). */
export function movesStock(action: FulfillmentAction): boolean {
  return action === 'mark_complete'
}

/** One change of stock a completion writes: a warehouse, an item and a signed quantity. */
export type FulfillmentMove = {
  readonly warehouse_id: number
  readonly item_id: number
  readonly quantity: number
}

/**
 * The movements completing a fulfillment writes, once: what was picked leaves the source warehouse, and for a
 * warehouse-to-warehouse fulfillment arrives at the destination. A fulfillment made by a register sale writes none:
 * the sale already took its stock out at the store's warehouse.
 */
export function fulfillmentMovements(
  fulfillment: {
    readonly type: FulfillmentType
    readonly source_warehouse_id: number
    readonly destination_warehouse_id: number | null
    readonly sale_id: number | string | null
  },
  lines: readonly FulfillmentLine[],
): FulfillmentMove[] {
  if (fulfillment.sale_id !== null) return []
  const picked = lines.filter((line) => line.actual > 0)
  const out = picked.map((line) => ({
    warehouse_id: fulfillment.source_warehouse_id,
    item_id: line.item_id,
    quantity: -line.actual,
  }))
  const destination = fulfillment.destination_warehouse_id
  if (fulfillment.type !== 'Warehouse To Warehouse' || destination === null) return out
  return [
    ...out,
    ...picked.map((line) => ({ warehouse_id: destination, item_id: line.item_id, quantity: line.actual })),
  ]
}
