import { type Refusal, refusal } from '../resource/refusal.ts'

/**
 * PO shipments (spec 3 "PO shipment", spec 4 "open, shipped, arrived, canceled; actions mark as shipped, mark as
 * arrived, cancel"): the goods of a purchase order on their way, line by line: ordered (from the order), shipped
 * (what the supplier sent) and actual (what arrived). Rules SH1-SH4 in SPEC.md.
 */

export const SHIPMENT_STATES = [
  { value: 'open', label: 'Open' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'arrived', label: 'Arrived' },
  { value: 'canceled', label: 'Canceled' },
] as const
export type ShipmentState = (typeof SHIPMENT_STATES)[number]['value']

export const SHIPMENT_MODES = [
  { value: 'air', label: 'Air Freight' },
  { value: 'sea', label: 'Sea Freight' },
  { value: 'other', label: 'Other' },
] as const
export type ShipmentMode = (typeof SHIPMENT_MODES)[number]['value']

export const SHIPMENT_ACTIONS = ['ship', 'arrive', 'cancel'] as const
export type ShipmentAction = (typeof SHIPMENT_ACTIONS)[number]

export const SHIPMENT_MESSAGES = {
  order: 'Choose a purchase order',
  orderCanceled: 'A canceled purchase order cannot be shipped',
  notOpen: 'Only an open shipment can be marked as shipped',
  nothingShipped: 'Enter the shipped quantity of at least one line',
  overShipped: 'A line cannot ship more than was ordered',
  notShipped: 'Only a shipped shipment can be marked as arrived',
  actualMissing: 'Enter the actual quantity of every shipped line',
  arrivedCancel: 'An arrived shipment cannot be canceled',
  canceledAlready: 'This shipment is already canceled',
  fixed: 'An arrived or canceled shipment cannot be changed',
  shippedFixed: 'Shipped quantities cannot change once the shipment is shipped',
  actualEarly: 'Actual quantities are entered once the shipment is shipped',
  arrivalEarly: 'The actual arrival date is entered once the shipment is shipped',
  unknownLine: 'Choose lines of this shipment’s purchase order',
  removeNotOpen: 'Only an open shipment can be deleted',
} as const

/** A shipment's line as the rules see it. */
export type ShipmentLineCounts = {
  readonly ordered_quantity: number
  readonly shipped_quantity: number | null
  readonly actual_quantity: number | null
}

/** What the rules see of a shipment. */
export type ShipmentFacts = {
  readonly status: ShipmentState
  readonly actual_arrival: string | null
  readonly lines: readonly ShipmentLineCounts[]
}

/** What an action changes: the new state and the arrival day. */
export type ShipmentChange = { readonly status: ShipmentState; readonly actual_arrival: string | null }

/** What a state allows [SH2]: which fields may change and which actions run. */
export function shipmentAllows(status: ShipmentState) {
  return {
    edit: status === 'open' || status === 'shipped',
    editShipped: status === 'open',
    editActual: status === 'shipped',
    ship: status === 'open',
    arrive: status === 'shipped',
    cancel: status === 'open' || status === 'shipped',
    remove: status === 'open',
    addCosts: status !== 'canceled',
  }
}

/** The state part of an action's rule [SH1]: the refusal of an action the state does not allow. */
export function shipmentStateRefusal(status: ShipmentState, action: ShipmentAction): Refusal | undefined {
  switch (action) {
    case 'ship':
      return status === 'open' ? undefined : refusal('not_open', SHIPMENT_MESSAGES.notOpen, 'status')
    case 'arrive':
      return status === 'shipped' ? undefined : refusal('not_shipped', SHIPMENT_MESSAGES.notShipped, 'status')
    case 'cancel':
      if (status === 'arrived') return refusal('arrived', SHIPMENT_MESSAGES.arrivedCancel, 'status')
      if (status === 'canceled') return refusal('canceled', SHIPMENT_MESSAGES.canceledAlready, 'status')
      return undefined
  }
}

/** The first line that ships more than was ordered, as a refusal. */
function overShipped(lines: readonly ShipmentLineCounts[]): Refusal | undefined {
  return lines.some((line) => (line.shipped_quantity ?? 0) > line.ordered_quantity)
    ? refusal('over_shipped', SHIPMENT_MESSAGES.overShipped, 'lines')
    : undefined
}

/**
 * An action on a shipment [SH1]: mark as shipped (open, at least one line shipped, none beyond its order), mark as
 * arrived (shipped, every shipped line's actual quantity entered; the arrival day is `today` unless entered),
 * cancel (open or shipped; never after arrival). The change, or the refusal that says why not.
 */
export function shipmentTransition(
  shipment: ShipmentFacts,
  action: ShipmentAction,
  today: string,
): ShipmentChange | Refusal {
  const refused = shipmentStateRefusal(shipment.status, action)
  if (refused) return refused
  switch (action) {
    case 'ship': {
      if (!shipment.lines.some((line) => (line.shipped_quantity ?? 0) > 0))
        return refusal('nothing_shipped', SHIPMENT_MESSAGES.nothingShipped, 'lines')
      return overShipped(shipment.lines) ?? { status: 'shipped', actual_arrival: null }
    }
    case 'arrive': {
      const missing = shipment.lines.some(
        (line) => (line.shipped_quantity ?? 0) > 0 && line.actual_quantity === null,
      )
      if (missing) return refusal('actual_missing', SHIPMENT_MESSAGES.actualMissing, 'lines')
      return { status: 'arrived', actual_arrival: shipment.actual_arrival ?? today }
    }
    case 'cancel':
      return { status: 'canceled', actual_arrival: shipment.actual_arrival }
  }
}

/** A line's quantities as asked by a create or an update, by the purchase order line it ships. */
export type ShipmentLineAsk = {
  readonly purchase_order_line_id: number
  readonly shipped_quantity: number | null
  readonly actual_quantity: number | null
}

/**
 * The lines after an edit [SH2]: each stored line (by its purchase order line) takes the asked quantities; shipped
 * quantities change only while open, actual ones only once shipped; a line never ships more than was ordered.
 * Lines not asked keep theirs. The new lines, or the refusal.
 */
export function editedShipmentLines<
  L extends ShipmentLineCounts & { readonly purchase_order_line_id: number },
>(status: ShipmentState, stored: readonly L[], asked: readonly ShipmentLineAsk[]): L[] | Refusal {
  const allows = shipmentAllows(status)
  if (!allows.edit) return refusal('fixed', SHIPMENT_MESSAGES.fixed, 'status')
  const byLine = new Map(asked.map((line) => [line.purchase_order_line_id, line]))
  if ([...byLine.keys()].some((id) => !stored.some((line) => line.purchase_order_line_id === id)))
    return refusal('unknown_line', SHIPMENT_MESSAGES.unknownLine, 'lines')
  const lines: L[] = []
  for (const line of stored) {
    const ask = byLine.get(line.purchase_order_line_id)
    if (!ask) {
      lines.push(line)
      continue
    }
    if (ask.shipped_quantity !== line.shipped_quantity && !allows.editShipped)
      return refusal('shipped_fixed', SHIPMENT_MESSAGES.shippedFixed, 'lines')
    if (ask.actual_quantity !== line.actual_quantity && !allows.editActual)
      return refusal('actual_early', SHIPMENT_MESSAGES.actualEarly, 'lines')
    lines.push({ ...line, shipped_quantity: ask.shipped_quantity, actual_quantity: ask.actual_quantity })
  }
  return overShipped(lines) ?? lines
}

/** The header rule of an edit [SH2]: nothing changes once arrived or canceled; the arrival day once shipped. */
export function shipmentEditProblem(
  next: { readonly actual_arrival?: string | null },
  current: { readonly status: ShipmentState; readonly actual_arrival: string | null } | undefined,
): Refusal | undefined {
  const status = current?.status ?? 'open'
  if (!shipmentAllows(status).edit) return refusal('fixed', SHIPMENT_MESSAGES.fixed, 'status')
  const arrival = next.actual_arrival ?? null
  if (arrival !== null && arrival !== (current?.actual_arrival ?? null) && status === 'open')
    return refusal('arrival_early', SHIPMENT_MESSAGES.arrivalEarly, 'actual_arrival')
  return undefined
}

/** A shipment's units [SH2]: what its lines ordered and what they shipped (a line not shipped yet counts 0). */
export function shipmentUnits(
  lines: readonly { readonly ordered_quantity: number; readonly shipped_quantity: number | null }[],
): { ordered: number; shipped: number } {
  return {
    ordered: lines.reduce((sum, line) => sum + line.ordered_quantity, 0),
    shipped: lines.reduce((sum, line) => sum + (line.shipped_quantity ?? 0), 0),
  }
}

/** A shipment's number from the company's shipment counter. */
export function shipmentNumber(counter: number): string {
  return `SH-${counter}`
}
