import type { ColumnType, Generated, JSONColumnType } from 'kysely'

/** The inventory tables (issue 14, migration 0700); `Database` in schema.ts extends this. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type BigIntColumn = ColumnType<string | number | bigint, bigint | number | string, bigint | number | string>
type BigId = ColumnType<string | number | bigint, string | number | bigint | undefined, never>
type Json<T extends object | null> = JSONColumnType<T, string, string>

export interface WarehouseGroupsTable {
  id: Generated<number>
  company_id: number
  name: string
  warehouse_ids: Json<number[]>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface WarehousesTable {
  id: Generated<number>
  company_id: number
  name: string
  city: Generated<string>
  country: Generated<string>
  closed: Generated<boolean>
  cost_centre: Generated<string>
  customer_pickup: Generated<boolean>
  shipments: Generated<boolean>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface LocationsTable {
  id: Generated<number>
  company_id: number
  warehouse_id: number
  name: string
  allocable: Generated<boolean>
  pick_order: Generated<number>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface StockLedgerTable {
  id: BigId
  company_id: number
  warehouse_id: number
  location_id: number | null
  item_id: string | number
  quantity: number
  unit_cost: BigIntColumn
  reason: string
  source_id: string | number | null
  reason_id: number | null
  note: Generated<string>
  user_id: number | null
  created: Generated<Date>
}

export interface StockOnHandTable {
  company_id: number
  warehouse_id: number
  item_id: string | number
  quantity: number
  average_cost: BigIntColumn
}

export interface StockAtLocationTable {
  company_id: number
  warehouse_id: number
  location_id: number
  item_id: string | number
  quantity: number
}

export interface StockLevelsTable {
  company_id: number
  warehouse_id: number
  item_id: string | number
  minimum: number
  maximum: number
}

export interface TransfersTable {
  id: Generated<number>
  company_id: number
  reference: Generated<string>
  from_warehouse_id: number
  to_warehouse_id: number
  status: Generated<string>
  note: Generated<string>
  user_id: number | null
  created: Generated<Date>
  sent: Timestamp | null
  received: Timestamp | null
  updated: Generated<Date>
}

export interface TransferLinesTable {
  id: BigId
  company_id: number
  transfer_id: number
  item_id: string | number
  quantity: number
  unit_cost: BigIntColumn
  received: number | null
  difference: number | null
}

export interface ReplenishmentsTable {
  id: Generated<number>
  company_id: number
  reference: Generated<string>
  source_warehouse_id: number | null
  destination_warehouse_id: number
  lines: Json<{ item_id: number; quantity: number }[]>
  transfer_id: number | null
  created: Generated<Date>
  updated: Generated<Date>
}

export interface StocktakesTable {
  id: Generated<number>
  company_id: number
  warehouse_id: number
  name: Generated<string>
  scope: Json<Record<string, unknown>>
  status: Generated<string>
  reason_id: number | null
  user_id: number | null
  created: Generated<Date>
  completed: Timestamp | null
  updated: Generated<Date>
}

export interface StocktakeLinesTable {
  company_id: number
  stocktake_id: number
  item_id: string | number
  expected: number
  unit_cost: BigIntColumn
}

export interface StocktakeCountsTable {
  id: BigId
  company_id: number
  stocktake_id: number
  item_id: string | number
  quantity: number
  client_id: string
  counter: Generated<string>
  user_id: number | null
  created: Generated<Date>
}

export interface CarriersTable {
  id: Generated<number>
  company_id: number
  name: string
  processor: Generated<string>
  in_store_charge: BigIntColumn
  available_in_store: Generated<boolean>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface ShipmentBoxesTable {
  id: Generated<number>
  company_id: number
  name: string
  width_mm: Generated<number>
  height_mm: Generated<number>
  depth_mm: Generated<number>
  weight_g: Generated<number>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface FulfillmentsTable {
  id: Generated<number>
  company_id: number
  type: string
  status: Generated<string>
  source_warehouse_id: number
  destination_warehouse_id: number | null
  sale_id: string | number | null
  reference: Generated<string>
  destination_address: Json<Record<string, unknown>>
  customer: Json<Record<string, unknown>>
  carrier_id: number | null
  tags: Json<string[]>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface FulfillmentLinesTable {
  id: BigId
  company_id: number
  fulfillment_id: number
  item_id: string | number
  name: Generated<string>
  requested: number
  actual: Generated<number>
}

export interface InventoryTables {
  warehouse_groups: WarehouseGroupsTable
  warehouses: WarehousesTable
  locations: LocationsTable
  stock_ledger: StockLedgerTable
  stock_on_hand: StockOnHandTable
  stock_at_location: StockAtLocationTable
  stock_levels: StockLevelsTable
  transfers: TransfersTable
  transfer_lines: TransferLinesTable
  replenishments: ReplenishmentsTable
  stocktakes: StocktakesTable
  stocktake_lines: StocktakeLinesTable
  stocktake_counts: StocktakeCountsTable
  carriers: CarriersTable
  shipment_boxes: ShipmentBoxesTable
  fulfillments: FulfillmentsTable
  fulfillment_lines: FulfillmentLinesTable
}
