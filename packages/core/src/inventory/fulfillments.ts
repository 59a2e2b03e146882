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
