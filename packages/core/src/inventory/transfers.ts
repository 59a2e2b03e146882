import { err, ok, type Result } from '../shared/result.ts'
import { INVENTORY_MESSAGES } from './messages.ts'

/**
 * A transfer moves stock between two warehouses of the chain: a draft is sent (the stock leaves the from warehouse
 * and is in transit), then received at the to warehouse in full or in part (what did not arrive is recorded as the
 * line's difference), or cancelled (a sent transfer's stock goes back where it came from).
 */
export const TRANSFER_STATES = ['draft', 'sent', 'received', 'cancelled'] as const
export type TransferState = (typeof TRANSFER_STATES)[number]
export type TransferAction = 'send' | 'receive' | 'cancel'

export type TransferRefusal = { readonly code: string; readonly message: string; readonly field?: string }

export type TransferLine = { readonly item_id: number; readonly quantity: number }
export type ReceivedLine = { readonly item_id: number; readonly received: number }

/** The state a transfer reaches by an action, or why it cannot. */
export function transferTransition(
  state: TransferState,
  action: TransferAction,
): Result<TransferState, TransferRefusal> {
  switch (action) {
    case 'send':
      return state === 'draft' ? ok('sent') : err({ code: 'not_draft', message: INVENTORY_MESSAGES.notDraft })
    case 'receive':
      return state === 'sent'
        ? ok('received')
        : err({ code: 'not_sent', message: INVENTORY_MESSAGES.notSent })
    case 'cancel':
      return state === 'draft' || state === 'sent'
        ? ok('cancelled')
        : err({ code: 'cannot_cancel', message: INVENTORY_MESSAGES.cannotCancel })
  }
}

/** A transfer's warehouses and lines before it is saved or sent. */
export function transferProblem(
  fromWarehouseId: number | null,
  toWarehouseId: number | null,
  lines: readonly TransferLine[],
): TransferRefusal | null {
  if (!fromWarehouseId || !toWarehouseId)
    return { code: 'warehouses', message: INVENTORY_MESSAGES.transferWarehouses, field: 'to_warehouse_id' }
  if (fromWarehouseId === toWarehouseId)
    return { code: 'same_warehouse', message: INVENTORY_MESSAGES.sameWarehouse, field: 'to_warehouse_id' }
  if (lines.length === 0) return { code: 'no_lines', message: INVENTORY_MESSAGES.noLines, field: 'lines' }
  if (lines.some((line) => !Number.isInteger(line.quantity) || line.quantity <= 0))
    return { code: 'quantity', message: INVENTORY_MESSAGES.quantity, field: 'lines' }
  return null
}

/** What a receipt of a sent transfer does to each line: received and the difference (sent - received). */
export type ReceiptLine = {
  readonly item_id: number
  readonly sent: number
  readonly received: number
  readonly difference: number
}

/**
 * Matches what arrived against what was sent. An item not named arrives in full (receiving "in full" names none);
 * more than was sent, or a negative count, is refused.
 */
export function receiveTransfer(
  sent: readonly TransferLine[],
  received: readonly ReceivedLine[] | null,
): Result<ReceiptLine[], TransferRefusal> {
  const counted = new Map<number, number>()
  for (const line of received ?? [])
    counted.set(line.item_id, (counted.get(line.item_id) ?? 0) + line.received)
  const lines: ReceiptLine[] = []
  for (const line of sent) {
    const got = received === null ? line.quantity : (counted.get(line.item_id) ?? 0)
    if (!Number.isInteger(got) || got < 0)
      return err({ code: 'quantity', message: INVENTORY_MESSAGES.quantity })
    if (got > line.quantity) return err({ code: 'too_much', message: INVENTORY_MESSAGES.tooMuchReceived })
    lines.push({ item_id: line.item_id, sent: line.quantity, received: got, difference: line.quantity - got })
  }
  return ok(lines)
}

/**
 * Whether a user may send from one store's warehouse to another, by their settings "send transfers to" and
 * "receive transfers from": an empty setting allows every store.
 */
export function transferAllowed(allowedStoreIds: readonly number[], storeId: number | null): boolean {
  return allowedStoreIds.length === 0 || (storeId !== null && allowedStoreIds.includes(storeId))
}

/** The movements sending a transfer writes at the from warehouse: each line leaves (it is then in transit). */
export function sentMovements(lines: readonly TransferLine[]): TransferLine[] {
  return lines.map((line) => ({ item_id: line.item_id, quantity: -line.quantity }))
}

/** The movements a receipt writes at the to warehouse: what arrived (the difference stays on the transfer line). */
export function receivedMovements(receipt: readonly ReceiptLine[]): TransferLine[] {
  return receipt
    .filter((line) => line.received !== 0)
    .map((line) => ({ item_id: line.item_id, quantity: line.received }))
}

/** The movements cancelling a sent transfer writes at the from warehouse: everything sent comes back. */
export function cancelledMovements(lines: readonly TransferLine[]): TransferLine[] {
  return lines.map((line) => ({ item_id: line.item_id, quantity: line.quantity }))
}
