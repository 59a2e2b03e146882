import type { ColumnType, Generated, JSONColumnType } from 'kysely'

type BigIntColumn = ColumnType<string | number | bigint, bigint | number | string, bigint | number | string>
type DateColumn = ColumnType<string | Date, string, string>
type NullableDate = ColumnType<string | Date | null, string | null | undefined, string | null>

/** Purchasing and accounts payable: see migration 1000-purchasing. */
export interface SuppliersTable {
  id: Generated<number>
  company_id: number
  name: string
  contact_name: Generated<string>
  email: Generated<string>
  phone: Generated<string>
  bank_account_name: Generated<string>
  bsb: Generated<string>
  account_number: Generated<string>
  payment_terms_days: Generated<number>
  currency: Generated<string>
  tax_rate_id: number | null
  tags: JSONColumnType<string[], string | undefined, string>
  archived: Generated<boolean>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface PurchaseOrdersTable {
  id: Generated<number>
  company_id: number
  number: string
  supplier_id: number
  warehouse_id: number
  reference: Generated<string>
  expected_date: NullableDate
  note: Generated<string>
  status: Generated<string>
  shipped: Generated<boolean>
  subtotal: BigIntColumn
  ordered: Generated<number>
  received: Generated<number>
  billed: Generated<number>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface PurchaseOrderLinesTable {
  id: Generated<number>
  company_id: number
  purchase_order_id: number
  position: number
  item_id: string | number | null
  description: Generated<string>
  quantity: number
  unit_cost: BigIntColumn
  tax_rate_id: number
  received: Generated<number>
  billed: Generated<number>
}

export interface PurchaseReceiptsTable {
  id: Generated<number>
  company_id: number
  purchase_order_id: number
  key: string
  lines: JSONColumnType<unknown[], string | undefined, string>
  value: BigIntColumn
  user_id: number | null
  created: Generated<Date>
}

export interface BillsTable {
  id: Generated<number>
  company_id: number
  number: string
  supplier_id: number
  purchase_order_id: number | null
  reference: Generated<string>
  date: DateColumn
  due_date: DateColumn
  status: Generated<string>
  tax_inclusive: Generated<boolean>
  total: BigIntColumn
  tax: BigIntColumn
  paid: BigIntColumn
  created: Generated<Date>
  updated: Generated<Date>
}

export interface BillLinesTable {
  id: Generated<number>
  company_id: number
  bill_id: number
  position: number
  description: Generated<string>
  account_id: number
  tax_rate_id: number
  quantity: number
  unit_price: BigIntColumn
  amount: BigIntColumn
  tax: BigIntColumn
  purchase_order_line_id: number | null
}

export interface BillPaymentsTable {
  id: Generated<number>
  company_id: number
  bill_id: number
  date: DateColumn
  amount: BigIntColumn
  account_id: number
  created: Generated<Date>
}

/** PO shipments and their shipping costs: see migration 1050-shipments. */
export interface ShipmentsTable {
  id: Generated<number>
  company_id: number
  number: string
  purchase_order_id: number
  purchase_order_number: string
  supplier_id: number
  warehouse_id: number
  mode: Generated<string>
  status: Generated<string>
  reference: Generated<string>
  expected_arrival: NullableDate
  actual_arrival: NullableDate
  currency: Generated<string>
  exchange_rate: ColumnType<string | number, string | number | undefined, string | number>
  note: Generated<string>
  ordered: Generated<number>
  shipped: Generated<number>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface ShipmentLinesTable {
  id: Generated<number>
  company_id: number
  shipment_id: number
  purchase_order_line_id: number
  position: number
  ordered_quantity: number
  shipped_quantity: number | null
  actual_quantity: number | null
}

export interface ShippingCostsTable {
  id: Generated<number>
  company_id: number
  shipment_id: number
  kind: Generated<string>
  supplier_id: number | null
  reference: Generated<string>
  amount: BigIntColumn
  currency: string
  exchange_rate: ColumnType<string | number, string | number, string | number>
  local_amount: BigIntColumn
  method: Generated<string>
  debit_account_id: number | null
  credit_account_id: number | null
  journal_id: number | null
  created: Generated<Date>
  updated: Generated<Date>
}

export interface PurchasingTables {
  suppliers: SuppliersTable
  purchase_orders: PurchaseOrdersTable
  purchase_order_lines: PurchaseOrderLinesTable
  purchase_receipts: PurchaseReceiptsTable
  bills: BillsTable
  bill_lines: BillLinesTable
  bill_payments: BillPaymentsTable
  shipments: ShipmentsTable
  shipment_lines: ShipmentLinesTable
  shipping_costs: ShippingCostsTable
}
