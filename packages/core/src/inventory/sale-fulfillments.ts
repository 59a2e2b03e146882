import { isGiftCardLine } from '../sale/lines.ts'
import type { Sale, SaleFulfillment } from '../sale/types.ts'
import { err, ok, type Result } from '../shared/result.ts'
import type { FulfillmentType } from './fulfillments.ts'

/**
 * The fulfillments a register sale asks for (issue 14: "a register sale with shipping or pickup creates one"): the
 * sale's own `fulfillments` (spec 3), each naming sale lines and how many of each; or, when it names none and the
 * sale is shipped (`shipping`), one Warehouse To Customer fulfillment of every line that takes stock, to the
 * shipping address. The sale already took the stock at its store, so these only track the picking and sending.
 */
export type SaleFulfillmentPlan = {
  readonly type: FulfillmentType
  /** The warehouse that sends it; null: the store's own. */
  readonly source_warehouse_id: number | null
  readonly destination_address: Readonly<Record<string, string>>
  readonly reference: string
  readonly lines: readonly {
    readonly item_id: number
    readonly name: string
    readonly requested: number
  }[]
}

export type SaleFulfillmentRefusal = {
  readonly code: 'fulfillment'
  readonly message: string
  readonly field: string
}

export const SALE_FULFILLMENT_MESSAGES = {
  unknownLine: 'A fulfillment of this sale names a line that is not on the sale',
  tooMany: 'A fulfillment of this sale asks for more of a line than the sale sold',
  notStock: 'A fulfillment of this sale names a line that takes no stock (a return or a gift card)',
  noLines: 'A fulfillment of this sale has no lines',
  warehouse: 'A fulfillment of this sale names a warehouse that is not a whole number',
} as const

type SaleForFulfillment = Pick<Sale, 'lines' | 'shipping' | 'fulfillments' | 'receipt_number'>

/** A line that takes stock a fulfillment can send: an item sold (not returned), not a gift card. */
function sendable(line: Sale['lines'][number]): boolean {
  return line.quantity > 0 && !isGiftCardLine(line) && /^\d{1,15}$/.test(line.item_id)
}

const lineName = (line: Sale['lines'][number]) => line.item.name || line.product.name

export function saleFulfillmentPlans(
  sale: SaleForFulfillment,
): Result<SaleFulfillmentPlan[], SaleFulfillmentRefusal> {
  const refuse = (message: string) => err({ code: 'fulfillment' as const, message, field: 'fulfillments' })
  const byId = new Map(sale.lines.map((line) => [line.id, line]))
  if (sale.fulfillments.length === 0) {
    if (!sale.shipping) return ok([])
    const lines = sale.lines.filter(sendable)
    if (lines.length === 0) return ok([])
    const address: Record<string, string> = {}
    if (sale.shipping.name) address.name = sale.shipping.name
    if (sale.shipping.address) address.line1 = sale.shipping.address
    return ok([
      {
        type: 'Warehouse To Customer',
        source_warehouse_id: null,
        destination_address: address,
        reference: sale.receipt_number,
        lines: lines.map((line) => ({
          item_id: Number(line.item_id),
          name: lineName(line),
          requested: line.quantity,
        })),
      },
    ])
  }
  const asked = new Map<string, number>()
  const plans: SaleFulfillmentPlan[] = []
  for (const wanted of sale.fulfillments) {
    if (wanted.lines.length === 0) return refuse(SALE_FULFILLMENT_MESSAGES.noLines)
    let source: number | null = null
    if (wanted.source_warehouse !== undefined && wanted.source_warehouse !== '') {
      if (!/^\d{1,9}$/.test(wanted.source_warehouse)) return refuse(SALE_FULFILLMENT_MESSAGES.warehouse)
      source = Number(wanted.source_warehouse)
    }
    const lines: { item_id: number; name: string; requested: number }[] = []
    for (const part of wanted.lines) {
      const line = byId.get(part.line_id)
      if (!line) return refuse(SALE_FULFILLMENT_MESSAGES.unknownLine)
      if (!sendable(line)) return refuse(SALE_FULFILLMENT_MESSAGES.notStock)
      const total = (asked.get(line.id) ?? 0) + part.quantity
      if (part.quantity <= 0 || total > line.quantity) return refuse(SALE_FULFILLMENT_MESSAGES.tooMany)
      asked.set(line.id, total)
      lines.push({ item_id: Number(line.item_id), name: lineName(line), requested: part.quantity })
    }
    plans.push({
      type: wanted.type as FulfillmentType,
      source_warehouse_id: source,
      destination_address: wanted.destination_address ?? {},
      reference: sale.receipt_number,
      lines,
    })
  }
  return ok(plans)
}

/**
 * The fulfillment of a sale the customer picks up later (the register's "Customer picks up later"): every line
 * that takes stock, in full; none when no line does.
 */
export function pickupOfSale(lines: Sale['lines']): SaleFulfillment | null {
  const picked = lines.filter(sendable)
  if (picked.length === 0) return null
  return {
    type: 'Store Pickup',
    lines: picked.map((line) => ({ line_id: line.id, quantity: line.quantity })),
  }
}
