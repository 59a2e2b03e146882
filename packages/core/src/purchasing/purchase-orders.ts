import { type Refusal, refusal } from '../resource/refusal.ts'

/**
 * Purchase orders (spec 3, 4, 5): what was ordered from a supplier for a warehouse, what arrived and what the
 * supplier billed (accounting-au.md §8: ordered, received and billed per line). The state follows from them.
 */

/** The spec's messages to the letter. */
export const PURCHASE_ORDER_MESSAGES = {
  supplier: 'Missing Supplier',
  delivery: 'Missing Delivery Address',
  noLines: 'No purchase order lines defined',
  lineMissing: 'One or more lines is missing a Quantity or Cost',
  nothingToReceive: 'Nothing is left to receive on this purchase order',
  overReceipt: 'More cannot be received than was ordered',
  receiveSomething: 'Please enter a quantity to receive',
} as const

export const PURCHASE_ORDER_STATES = [
  { value: 'open', label: 'Open' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'complete', label: 'Complete' },
  { value: 'partial_match', label: 'Partial Match' },
  { value: 'matched', label: 'Matched' },
  { value: 'canceled', label: 'Canceled' },
] as const
export type PurchaseOrderState = (typeof PURCHASE_ORDER_STATES)[number]['value']

/** A line as the rules see it: ordered, received and billed units. */
export type OrderLineCounts = {
  readonly quantity: number
  readonly received: number
  readonly billed: number
}

/** A purchase order as typed, before it is saved: what the spec's messages check. */
export type PurchaseOrderDraft = {
  readonly supplier_id: number | null
  readonly warehouse_id: number | null
  readonly lines: readonly { readonly quantity: number | null; readonly unit_cost: number | null }[]
}

/** The first of the spec's refusals a purchase order as typed meets, in the order the screen reads them. */
export function purchaseOrderProblem(draft: PurchaseOrderDraft): Refusal | undefined {
  if (draft.supplier_id === null) return refusal('supplier', PURCHASE_ORDER_MESSAGES.supplier, 'supplier_id')
  if (draft.warehouse_id === null)
    return refusal('delivery', PURCHASE_ORDER_MESSAGES.delivery, 'warehouse_id')
  if (draft.lines.length === 0) return refusal('no_lines', PURCHASE_ORDER_MESSAGES.noLines, 'lines')
  const missing = draft.lines.some(
    (line) => line.quantity === null || line.quantity <= 0 || line.unit_cost === null,
  )
  return missing ? refusal('line_missing', PURCHASE_ORDER_MESSAGES.lineMissing, 'lines') : undefined
}

/**
 * The state of a purchase order from its lines [PO1]: Canceled once canceled; once anything is billed, Matched when
 * every line is billed as far as it was ordered and received, else Partial Match; with nothing billed, Complete when
 * every line arrived in full, Shipped when the supplier shipped it, else Open (a short delivery stays Open, more
 * to come).
 */
export function purchaseOrderState(
  lines: readonly OrderLineCounts[],
  flags: { readonly canceled: boolean; readonly shipped: boolean },
): PurchaseOrderState {
  if (flags.canceled) return 'canceled'
  const billedAny = lines.some((line) => line.billed > 0)
  const arrived = lines.length > 0 && lines.every((line) => line.received >= line.quantity)
  if (billedAny) {
    const matched = arrived && lines.every((line) => line.billed >= line.received)
    return matched ? 'matched' : 'partial_match'
  }
  if (arrived) return 'complete'
  return flags.shipped ? 'shipped' : 'open'
}

/** A purchase order's units in all: ordered, received and billed (the row keeps them beside its state). */
export type OrderUnits = { readonly ordered: number; readonly received: number; readonly billed: number }

/** The units of an order's lines added up. */
export function orderUnits(lines: readonly OrderLineCounts[]): OrderUnits {
  let ordered = 0
  let received = 0
  let billed = 0
  for (const line of lines) {
    ordered += line.quantity
    received += line.received
    billed += line.billed
  }
  return { ordered, received, billed }
}

/**
 * What can be done to a purchase order in its state [PO2]: edit, mark as shipped and delete only while nothing
 * arrived; receive while units are still to come; bill while received units are unbilled; cancel only before
 * anything arrived or was billed. A line is never received beyond its order nor billed beyond its receipt, so
 * the totals tell.
 */
export function purchaseOrderAllows(state: PurchaseOrderState, units: OrderUnits) {
  const untouched = units.received === 0 && units.billed === 0
  return {
    edit: state === 'open' && untouched,
    ship: state === 'open' && untouched,
    receive: state !== 'canceled' && units.received < units.ordered,
    bill: state !== 'canceled' && units.billed < units.received,
    cancel: (state === 'open' || state === 'shipped') && untouched,
    remove: state === 'open' && untouched,
  }
}

/** A receipt as asked: units of each line (by its position on the order). */
export type ReceiptAsk = readonly { readonly line: number; readonly quantity: number }[]

/**
 * A receipt checked against what is still to come [PO3]: each line at most what is left of it (no over-receipt),
 * at least one unit in all; `all` receives everything left. The units per line, or the refusal.
 */
export function receiptQuantities(
  lines: readonly OrderLineCounts[],
  ask: ReceiptAsk | 'all',
): Refusal | number[] {
  const left = lines.map((line) => Math.max(0, line.quantity - line.received))
  if (left.every((units) => units === 0))
    return refusal('nothing_left', PURCHASE_ORDER_MESSAGES.nothingToReceive)
  if (ask === 'all') return left
  const units = lines.map(() => 0)
  for (const { line, quantity } of ask) {
    if (line < 0 || line >= lines.length || !Number.isSafeInteger(quantity) || quantity < 0)
      return refusal('invalid', PURCHASE_ORDER_MESSAGES.receiveSomething, 'lines')
    units[line] = (units[line] ?? 0) + quantity
  }
  if (units.some((count, index) => count > (left[index] ?? 0)))
    return refusal('over_receipt', PURCHASE_ORDER_MESSAGES.overReceipt, 'lines')
  if (units.every((count) => count === 0))
    return refusal('nothing', PURCHASE_ORDER_MESSAGES.receiveSomething, 'lines')
  return units
}

/** The order's total ex tax: Σ quantity × unit cost (cents). */
export function purchaseOrderSubtotal(lines: readonly { quantity: number; unit_cost: number }[]): number {
  return purchaseOrderTotals(lines).subtotal
}

/**
 * An order's lines worked out: each line's amount ex tax (quantity × unit cost, cents), their sum, and the units
 * ordered in all.
 */
export type PurchaseOrderTotals = {
  readonly lines: readonly { readonly amount: number }[]
  readonly subtotal: number
  readonly ordered: number
}

/** Each line's amount ex tax (quantity × unit cost), the order's subtotal (their sum) and its units [PO4]. */
export function purchaseOrderTotals(
  lines: readonly { quantity: number; unit_cost: number }[],
): PurchaseOrderTotals {
  const worked = lines.map((line) => ({ amount: line.quantity * line.unit_cost }))
  return {
    lines: worked,
    subtotal: worked.reduce((sum, line) => sum + line.amount, 0),
    ordered: lines.reduce((sum, line) => sum + line.quantity, 0),
  }
}

/** The purchase order's number from the company's purchase order counter (spec 3): `PO-1001`. */
export function purchaseOrderNumber(counter: number): string {
  return `PO-${counter}`
}
