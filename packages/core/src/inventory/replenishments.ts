import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import { refusal } from '../resource/refusal.ts'
import { INVENTORY_MESSAGES } from './messages.ts'

/**
 * Replenishment (spec 2 /inventory/replenishments, spec 3): what a warehouse should be sent to get back to its
 * levels. Each item has a minimum (the reorder point) and a maximum (what to fill to); where the warehouse sold the
 * item lately, its sales velocity raises both so that fast sellers are covered for `COVER_DAYS`. A proposal is
 * saved as a replenishment (reference, source, destination, lines) and turned into a draft transfer from its screen.
 */

/** How many days of sales a replenishment fills to, and how many it reorders ahead of, for a selling item. */
export const COVER_DAYS = 14
export const LEAD_DAYS = 7
/** The window the sales velocity is read over. */
export const VELOCITY_DAYS = 28

export type LevelInput = {
  readonly on_hand: number
  readonly minimum: number
  readonly maximum: number
  /** Units sold at the warehouse over the last `days` (0 when nothing was sold or no sales are known). */
  readonly sold: number
  readonly days: number
  /** What the source warehouse can spare (its on hand), or null with no source (a purchase). */
  readonly source_available: number | null
}

/** The level to fill to and the level to reorder at, for an item's levels and velocity. */
export function replenishmentLevels(input: LevelInput): { reorder_at: number; fill_to: number } {
  const daily = input.days > 0 && input.sold > 0 ? input.sold / input.days : 0
  return {
    reorder_at: Math.max(input.minimum, Math.ceil(daily * LEAD_DAYS)),
    fill_to: Math.max(input.maximum, Math.ceil(daily * COVER_DAYS)),
  }
}

/**
 * The quantity to propose: nothing while stock on hand is above the reorder level; else enough to fill to the
 * fill level, never more than the source can spare.
 */
export function proposedQuantity(input: LevelInput): number {
  const { reorder_at, fill_to } = replenishmentLevels(input)
  if (fill_to <= 0 || input.on_hand > reorder_at) return 0
  const wanted = fill_to - input.on_hand
  const spare = input.source_available === null ? wanted : Math.max(0, input.source_available)
  return Math.max(0, Math.min(wanted, spare))
}

const MAX_QUANTITY = 1_000_000
const quantityMessage = INVENTORY_MESSAGES.quantity

const warehouseId = (message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(2_147_483_647, message))

export const ReplenishmentLineSchema = v.object({
  item_id: v.pipe(
    v.number('Please choose an item'),
    v.integer('Please choose an item'),
    v.minValue(1, 'Please choose an item'),
    v.maxValue(Number.MAX_SAFE_INTEGER, 'Please choose an item'),
  ),
  quantity: v.pipe(
    v.number(quantityMessage),
    v.integer(quantityMessage),
    v.minValue(1, quantityMessage),
    v.maxValue(MAX_QUANTITY, quantityMessage),
  ),
})
export type ReplenishmentLine = v.InferOutput<typeof ReplenishmentLineSchema>

/** The row as answered: the lines are the saved proposal (item and quantity). */
const ReplenishmentRow = recordRow({
  reference: v.string(),
  source_warehouse_id: v.nullable(v.number()),
  destination_warehouse_id: v.number(),
  /** A record (not a list page) answers each line's SKU and name too. */
  lines: v.array(
    v.object({
      ...ReplenishmentLineSchema.entries,
      sku: v.optional(v.string()),
      name: v.optional(v.string()),
    }),
  ),
  transfer_id: v.nullable(v.number()),
  /** The warehouses' names (the server adds them). */
  source_name: v.string(),
  destination_name: v.string(),
})
type ReplenishmentRowValue = v.InferOutput<typeof ReplenishmentRow>

/** Why a replenishment cannot be made a transfer, or undefined when it can. */
export function transferRefusal(row: {
  readonly source_warehouse_id: number | null
  readonly transfer_id: number | null
  readonly lines: readonly unknown[]
}) {
  if (row.transfer_id !== null) return refusal('transferred', INVENTORY_MESSAGES.alreadyTransferred)
  if (row.source_warehouse_id === null)
    return refusal('source', INVENTORY_MESSAGES.noSource, 'source_warehouse_id')
  if (row.lines.length === 0) return refusal('no_lines', INVENTORY_MESSAGES.noLines, 'lines')
  return undefined
}

/** What a replenishment's screen edits: its reference, source and destination. */
const HEAD = {
  reference: v.optional(
    v.pipe(
      v.string('Please enter the reference as text'),
      v.trim(),
      v.maxLength(100, 'Please shorten the reference'),
    ),
    '',
  ),
  source_warehouse_id: v.optional(v.nullable(warehouseId(INVENTORY_MESSAGES.missingWarehouse)), null),
  // Left out or empty: 'Missing Warehouse' (spec 8), not the schema's own words.
  destination_warehouse_id: v.optional(
    v.custom<number>(
      (id) => typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647,
      INVENTORY_MESSAGES.missingWarehouse,
    ),
    0,
  ),
}

export const replenishmentResource = defineResource({
  name: 'replenishment',
  plural: 'replenishments',
  table: 'replenishments',
  label: { one: 'Replenishment', many: 'Replenishments' },
  path: '/inventory/replenishments',
  rights: { view: 'inventory', edit: 'inventory' },
  row: ReplenishmentRow,
  create: v.object({
    ...HEAD,
    lines: v.optional(
      v.pipe(
        v.array(ReplenishmentLineSchema, INVENTORY_MESSAGES.noLines),
        v.maxLength(10_000, 'Please keep a replenishment under 10001 lines'),
      ),
      [],
    ),
  }),
  // The lines are the saved proposal: the edit screen changes the head only.
  update: v.object(HEAD),
  example: { reference: 'R-1', destination_warehouse_id: 1 },
  // The source is optional and set on the new replenishment's screen (its own, with the proposal), so only the
  // fields every replenishment must have are declared for the generic readers (OpenAPI, the fixtures).
  fields: [
    { key: 'reference', label: 'Reference', kind: 'text' },
    {
      key: 'destination_warehouse_id',
      label: 'Destination',
      kind: 'reference',
      reference: 'warehouses',
    },
  ],
  columns: [
    { key: 'reference', header: 'Reference', sortable: true },
    { key: 'source_name', header: 'Source' },
    { key: 'destination_name', header: 'Destination' },
    { key: 'transfer_id', header: 'Transfer' },
    { key: 'created', header: 'Created', format: 'datetime', sortable: true },
  ],
  search: ['reference'],
  filters: [
    { key: 'destination_warehouse_id', label: 'Destination', type: 'integer', reference: 'warehouses' },
    { key: 'source_warehouse_id', label: 'Source', type: 'integer', reference: 'warehouses' },
  ],
  sort: ['created', 'reference'],
  check: (next, current) => {
    const source = 'source_warehouse_id' in next ? next.source_warehouse_id : current?.source_warehouse_id
    const destination =
      'destination_warehouse_id' in next ? next.destination_warehouse_id : current?.destination_warehouse_id
    if (source !== null && source !== undefined && source === destination)
      return refusal('same_warehouse', INVENTORY_MESSAGES.sameWarehouse, 'destination_warehouse_id')
    if (current && current.transfer_id !== null)
      return refusal('transferred', INVENTORY_MESSAGES.alreadyTransferred)
    return undefined
  },
  actions: {
    transfer: {
      label: 'Create Transfer',
      done: 'Transfer created',
      allowed: (row: ReplenishmentRowValue) => transferRefusal(row),
    },
  },
  emptyText: 'No replenishments yet',
})

/** GET /api/proxy/replenishments/propose.json: the destination to replenish, and the source it comes from. */
export const ReplenishmentProposalQuerySchema = v.object({
  destination_warehouse_id: v.pipe(
    v.optional(v.string(), ''),
    v.regex(/^[1-9]\d{0,8}$/, INVENTORY_MESSAGES.missingWarehouse),
    v.transform(Number),
  ),
  source_warehouse_id: v.pipe(
    v.optional(v.string(), ''),
    v.regex(/^([1-9]\d{0,8})?$/, 'Please choose the source warehouse'),
    v.transform((s) => (s === '' ? null : Number(s))),
  ),
})

const levelMessage = 'Please enter the levels as whole numbers from 0 to 1000000'
const level = v.pipe(
  v.number(levelMessage),
  v.integer(levelMessage),
  v.minValue(0, levelMessage),
  v.maxValue(MAX_QUANTITY, levelMessage),
)

/** PUT /api/proxy/stock-levels.json: an item's minimum and maximum at a warehouse (0 and 0 clear them). */
export const StockLevelsPayloadSchema = v.object({
  warehouse_id: v.optional(
    v.custom<number>(
      (id) => typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647,
      INVENTORY_MESSAGES.missingWarehouse,
    ),
    0,
  ),
  levels: v.pipe(
    v.array(
      v.pipe(
        v.object({ item_id: ReplenishmentLineSchema.entries.item_id, minimum: level, maximum: level }),
        v.check((l) => l.maximum >= l.minimum, 'The maximum cannot be under the minimum'),
      ),
      INVENTORY_MESSAGES.noLines,
    ),
    v.minLength(1, INVENTORY_MESSAGES.noLines),
    v.maxLength(10_000, 'Please send fewer levels at once'),
  ),
})
