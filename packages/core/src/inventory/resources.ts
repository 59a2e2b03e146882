import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'

/**
 * The plain inventory entities (spec 3): warehouses and their groups, locations, carriers and shipment boxes, each
 * one declaration that the server mounts and the web's generic list and edit screens render.
 */

function name(label: string) {
  return v.pipe(
    v.string(`Please enter the ${label}`),
    v.trim(),
    v.nonEmpty(`Please enter the ${label}`),
    v.maxLength(100, `Please keep the ${label} under 101 characters`),
  )
}

function text(label: string, max = 100) {
  return v.optional(
    v.pipe(
      v.string(`Please enter the ${label} as text`),
      v.trim(),
      v.maxLength(max, `Please shorten the ${label}`),
    ),
    '',
  )
}

function whole(label: string, max: number) {
  const message = `Please enter the ${label} as a whole number from 0 to ${max}`
  return v.optional(
    v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(max, message)),
    0,
  )
}

const OPEN_CLOSED = [
  { value: 'false', label: 'Open' },
  { value: 'true', label: 'Closed' },
]

export const warehouseResource = defineResource({
  name: 'warehouse',
  plural: 'warehouses',
  table: 'warehouses',
  label: { one: 'Warehouse', many: 'Warehouses' },
  path: '/inventory/warehouses',
  rights: { view: ['inventory', 'register.sale'], edit: 'inventory' },
  row: recordRow({
    name: v.string(),
    city: v.string(),
    country: v.string(),
    closed: v.boolean(),
    cost_centre: v.string(),
    customer_pickup: v.boolean(),
    shipments: v.boolean(),
  }),
  create: v.object({
    name: name('warehouse name'),
    city: text('city'),
    country: text('country'),
    closed: v.optional(v.boolean('Please check closed'), false),
    cost_centre: text('cost centre'),
    customer_pickup: v.optional(v.boolean('Please check allow customer pickup'), false),
    shipments: v.optional(v.boolean('Please check allow shipments'), false),
  }),
  example: { name: 'Central warehouse', city: 'Melbourne', country: 'Australia' },
  fields: [
    { key: 'name', label: 'Name', kind: 'text', section: 'Details' },
    { key: 'city', label: 'City', kind: 'text', section: 'Details' },
    { key: 'country', label: 'Country', kind: 'text', section: 'Details' },
    { key: 'cost_centre', label: 'Cost Centre', kind: 'text', section: 'Details' },
    { key: 'customer_pickup', label: 'Allow Customer Pickup', kind: 'switch', section: 'Fulfillment' },
    { key: 'shipments', label: 'Allow Shipments', kind: 'switch', section: 'Fulfillment' },
    { key: 'closed', label: 'Closed', kind: 'switch', section: 'Status' },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'city', header: 'City', sortable: true },
    { key: 'country', header: 'Country' },
    { key: 'customer_pickup', header: 'Customer Pickup', format: 'boolean' },
    { key: 'shipments', header: 'Shipments', format: 'boolean' },
    { key: 'closed', header: 'Status', format: 'boolean', words: ['Closed', 'Open'] },
  ],
  search: ['name', 'city', 'country'],
  filters: [{ key: 'closed', label: 'Status', type: 'boolean', options: OPEN_CLOSED }],
  sort: ['name', 'city', 'created'],
  // A warehouse holds a ledger: it is closed, never deleted.
  remove: 'none',
  unique: 'A warehouse with this name already exists',
})

export const warehouseGroupResource = defineResource({
  name: 'warehousegroup',
  plural: 'warehousegroups',
  table: 'warehouse_groups',
  label: { one: 'Warehouse Group', many: 'Warehouse Groups' },
  path: '/inventory/warehouse-groups',
  rights: { view: 'inventory', edit: 'inventory' },
  row: recordRow({
    name: v.string(),
    warehouse_ids: v.array(v.number()),
  }),
  create: v.object({
    name: name('group name'),
    warehouse_ids: v.optional(
      v.pipe(
        v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), 'Please choose the warehouses'),
        v.maxLength(1000, 'Please choose fewer warehouses'),
      ),
      [],
    ),
  }),
  example: { name: 'Metro stores' },
  fields: [{ key: 'name', label: 'Name', kind: 'text' }],
  columns: [{ key: 'name', header: 'Name', sortable: true }],
  search: ['name'],
  sort: ['name', 'created'],
  unique: 'A warehouse group with this name already exists',
})

export const locationResource = defineResource({
  name: 'location',
  plural: 'locations',
  table: 'locations',
  label: { one: 'Location', many: 'Locations' },
  path: '/inventory/locations',
  rights: { view: 'inventory', edit: 'inventory' },
  row: recordRow({
    warehouse_id: v.number(),
    /** The warehouse's name, for the list (the server adds it). */
    warehouse_name: v.string(),
    name: v.string(),
    allocable: v.boolean(),
    pick_order: v.number(),
  }),
  create: v.object({
    warehouse_id: v.pipe(
      v.number('Missing Warehouse'),
      v.integer('Missing Warehouse'),
      v.minValue(1, 'Missing Warehouse'),
      v.maxValue(2_147_483_647, 'Missing Warehouse'),
    ),
    name: name('location name'),
    allocable: v.optional(v.boolean('Please check allocable'), true),
    pick_order: whole('pick order', 1_000_000),
  }),
  example: { warehouse_id: 1, name: 'Aisle 1' },
  fields: [
    { key: 'warehouse_id', label: 'Warehouse', kind: 'reference', reference: 'warehouses', createOnly: true },
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'allocable', label: 'Allocable', kind: 'switch', hint: 'Stock here can be allocated to orders' },
    { key: 'pick_order', label: 'Pick Order', kind: 'number' },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'warehouse_name', header: 'Warehouse' },
    { key: 'allocable', header: 'Allocable', format: 'boolean' },
    { key: 'pick_order', header: 'Pick Order', format: 'number', sortable: true },
  ],
  search: ['name'],
  filters: [{ key: 'warehouse_id', label: 'Warehouse', type: 'integer', reference: 'warehouses' }],
  sort: ['name', 'pick_order'],
  unique: 'A location with this name already exists in this warehouse',
  inUse: 'This location holds stock and cannot be deleted',
})

export const carrierResource = defineResource({
  name: 'carrier',
  plural: 'carriers',
  table: 'carriers',
  label: { one: 'Carrier', many: 'Carriers' },
  path: '/inventory/carriers',
  rights: { view: ['inventory', 'register.sale'], edit: 'inventory' },
  row: recordRow({
    name: v.string(),
    processor: v.string(),
    in_store_charge: v.number(),
    available_in_store: v.boolean(),
  }),
  create: v.object({
    name: name('carrier name'),
    processor: text('processor'),
    in_store_charge: v.optional(
      v.pipe(
        v.number('Please enter the in-store charge'),
        v.safeInteger('Please enter the in-store charge in cents'),
        v.minValue(0, 'The in-store charge cannot be negative'),
        v.maxValue(100_000_000, 'Please check the in-store charge'),
      ),
      0,
    ),
    available_in_store: v.optional(v.boolean('Please check available in store'), false),
  }),
  example: { name: 'Australia Post', processor: 'shippit', in_store_charge: 995, available_in_store: true },
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'processor', label: 'Processor', kind: 'text' },
    { key: 'in_store_charge', label: 'In-Store Charge', kind: 'money' },
    { key: 'available_in_store', label: 'Available In Store', kind: 'switch' },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'processor', header: 'Processor' },
    { key: 'in_store_charge', header: 'In-Store Charge', format: 'money' },
    { key: 'available_in_store', header: 'Available In Store', format: 'boolean' },
  ],
  search: ['name', 'processor'],
  sort: ['name', 'created'],
  unique: 'A carrier with this name already exists',
  inUse: 'This carrier is in use and cannot be deleted',
})

export const shipmentBoxResource = defineResource({
  name: 'shipmentbox',
  plural: 'shipmentboxes',
  table: 'shipment_boxes',
  label: { one: 'Shipment Box', many: 'Shipment Boxes' },
  path: '/inventory/shipment-boxes',
  rights: { view: ['inventory', 'register.sale'], edit: 'inventory' },
  row: recordRow({
    name: v.string(),
    width_mm: v.number(),
    height_mm: v.number(),
    depth_mm: v.number(),
    weight_g: v.number(),
  }),
  create: v.object({
    name: name('box name'),
    width_mm: whole('width', 10_000),
    height_mm: whole('height', 10_000),
    depth_mm: whole('depth', 10_000),
    weight_g: whole('weight', 1_000_000),
  }),
  example: { name: 'Small satchel', width_mm: 250, height_mm: 50, depth_mm: 350, weight_g: 40 },
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'width_mm', label: 'Width (mm)', kind: 'number' },
    { key: 'height_mm', label: 'Height (mm)', kind: 'number' },
    { key: 'depth_mm', label: 'Depth (mm)', kind: 'number' },
    { key: 'weight_g', label: 'Weight (g)', kind: 'number' },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'width_mm', header: 'Width (mm)', format: 'number' },
    { key: 'height_mm', header: 'Height (mm)', format: 'number' },
    { key: 'depth_mm', header: 'Depth (mm)', format: 'number' },
    { key: 'weight_g', header: 'Weight (g)', format: 'number' },
  ],
  search: ['name'],
  sort: ['name', 'created'],
  unique: 'A shipment box with this name already exists',
})
