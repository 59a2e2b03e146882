import {
  type CustomerImport,
  type RowError,
  type StaffImport,
  type StockImport,
  stockAdjustmentPosting,
} from '@pos/core'
import { sql, type Transaction } from 'kysely'
import { postEvent } from '../books/event-journal.ts'
import type { Database } from '../db/schema.ts'
import { lockOnHand, writeMovements } from '../inventory/stock-writes.ts'

/**
 * Customers by email (the unique index of 0200), or by phone when they have no email: found ones are updated, the
 * rest inserted. Balances, loyalty and points are never touched by an import.
 */
export async function writeCustomers(
  trx: Transaction<Database>,
  companyId: number,
  chunk: readonly CustomerImport[],
): Promise<{ written: number; errors: RowError[] }> {
  const emails = chunk.map((row) => row.customer.email).filter((email) => email !== '')
  const phones = chunk.filter((row) => row.customer.email === '').map((row) => row.customer.phone)
  const existing = await trx
    .selectFrom('customers')
    .select(['id', 'email', 'phone'])
    .where('company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        ...(emails.length > 0 ? [eb(sql<string>`lower(email)`, 'in', emails)] : []),
        ...(phones.length > 0 ? [eb.and([eb('email', '=', ''), eb('phone', 'in', phones)])] : []),
      ]),
    )
    .execute()
  const byKey = new Map<string, number>()
  for (const row of existing) byKey.set(row.email ? row.email.toLowerCase() : `phone:${row.phone}`, row.id)
  const keyOf = (row: CustomerImport) => row.customer.email || `phone:${row.customer.phone}`
  const shape = (row: CustomerImport) => ({
    first_name: row.customer.first_name,
    last_name: row.customer.last_name,
    email: row.customer.email,
    phone: row.customer.phone,
    birth_date: row.customer.birth_date,
    email_subscriber: row.customer.email_subscriber,
    sms_subscriber: row.customer.sms_subscriber,
    tags: row.customer.tags,
    // Custom values read from the file's columns (core [CF5]); none when it had no such column.
    custom: row.customer.custom ?? null,
  })
  const updates = chunk
    .filter((row) => byKey.has(keyOf(row)))
    .map((row) => ({ id: byKey.get(keyOf(row)), ...shape(row) }))
  const inserts = chunk.filter((row) => !byKey.has(keyOf(row))).map(shape)
  if (inserts.length > 0)
    await sql`
      INSERT INTO customers (company_id, first_name, last_name, email, phone, birth_date, email_subscriber,
        sms_subscriber, tags, custom)
      SELECT ${companyId}, r.first_name, r.last_name, r.email, r.phone, r.birth_date, r.email_subscriber,
        r.sms_subscriber, r.tags, COALESCE(r.custom, '{}')
      FROM jsonb_to_recordset(${JSON.stringify(inserts)}::jsonb)
        AS r (first_name text, last_name text, email text, phone text, birth_date date, email_subscriber boolean,
          sms_subscriber boolean, tags jsonb, custom jsonb)`.execute(trx)
  if (updates.length > 0)
    await sql`
      UPDATE customers c SET first_name = r.first_name, last_name = r.last_name, phone = r.phone,
        birth_date = r.birth_date, email_subscriber = r.email_subscriber, sms_subscriber = r.sms_subscriber,
        tags = r.tags, custom = c.custom || COALESCE(r.custom, '{}'), updated = now()
      FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
        AS r (id integer, first_name text, last_name text, phone text, birth_date date, email_subscriber boolean,
          sms_subscriber boolean, tags jsonb, custom jsonb)
      WHERE c.company_id = ${companyId} AND c.id = r.id`.execute(trx)
  return { written: chunk.length, errors: [] }
}

/** Sales staff by POS code (unique per company): updated when known, inserted otherwise. */
export async function writeStaff(
  trx: Transaction<Database>,
  companyId: number,
  chunk: readonly StaffImport[],
): Promise<{ written: number; errors: RowError[] }> {
  const rows = chunk.map((row) => ({
    pos_code: row.staff.pos_code,
    title: row.staff.title,
    first_name: row.staff.first_name,
    last_name: row.staff.last_name,
    display_name: row.staff.display_name,
    email: row.staff.email,
    custom: row.staff.custom ?? null,
  }))
  await sql`
    INSERT INTO sales_staff (company_id, pos_code, title, first_name, last_name, display_name, email, custom)
    SELECT ${companyId}, r.pos_code, r.title, r.first_name, r.last_name, r.display_name, r.email,
      COALESCE(r.custom, '{}')
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS r (pos_code text, title text, first_name text, last_name text, display_name text, email text, custom jsonb)
    ON CONFLICT (company_id, lower(pos_code)) DO UPDATE SET title = excluded.title,
      first_name = excluded.first_name, last_name = excluded.last_name, display_name = excluded.display_name,
      email = excluded.email, custom = sales_staff.custom || excluded.custom, updated = now()`.execute(trx)
  return { written: chunk.length, errors: [] }
}

/**
 * Stock levels: each row sets an item's on hand in a warehouse, written as an adjustment of the difference through
 * the stock ledger (so a re-run with the same file moves nothing). Unknown SKUs and warehouses are refused.
 */
export async function writeStock(
  trx: Transaction<Database>,
  companyId: number,
  userId: number | null,
  chunk: readonly StockImport[],
): Promise<{ written: number; errors: RowError[] }> {
  const items = await trx
    .selectFrom('items')
    .select(['id', sql<string>`lower(sku)`.as('sku')])
    .where('company_id', '=', companyId)
    .where(
      sql<string>`lower(sku)`,
      'in',
      chunk.map((row) => row.sku.toLowerCase()),
    )
    .execute()
  const warehouses = await trx
    .selectFrom('warehouses')
    .select(['id', sql<string>`lower(name)`.as('name')])
    .where('company_id', '=', companyId)
    .execute()
  const itemOf = new Map(items.map((row) => [row.sku, Number(row.id)]))
  const warehouseOf = new Map(warehouses.map((row) => [row.name, row.id]))
  const errors: RowError[] = []
  const known: { row: StockImport; item_id: number; warehouse_id: number }[] = []
  for (const row of chunk) {
    const item = itemOf.get(row.sku.toLowerCase())
    const warehouse = warehouseOf.get(row.warehouse.toLowerCase())
    if (item === undefined) errors.push({ line: row.line, reason: `No item has the SKU ${row.sku}` })
    else if (warehouse === undefined)
      errors.push({ line: row.line, reason: `No warehouse is called ${row.warehouse}` })
    else known.push({ row, item_id: item, warehouse_id: warehouse })
  }
  if (known.length === 0) return { written: 0, errors }
  // Locked, so the difference written is the difference at commit (a sale in between is not overwritten).
  const onHand = await lockOnHand(trx, companyId, known)
  const changes = known
    .map((k) => ({
      warehouse_id: k.warehouse_id,
      location_id: null,
      item_id: k.item_id,
      quantity: k.row.quantity - (onHand.get(`${k.warehouse_id}:${k.item_id}`)?.quantity ?? 0),
      reason: 'adjustment' as const,
      source_id: null,
      note: 'Bulk import',
      user_id: userId,
    }))
    .filter((change) => change.quantity !== 0)
  const written = await writeMovements(trx, companyId, changes)
  // The stock's value found or lost to the books with it [GL7], as a manual adjustment would.
  if (written.length > 0)
    await postEvent(
      trx,
      companyId,
      { narration: 'Stock adjustment: bulk import', sourceKind: 'stock_adjustment', sourceId: null, userId },
      stockAdjustmentPosting(written.map((w) => ({ quantity: w.quantity, unitCost: w.unit_cost }))),
    )
  return { written: known.length, errors }
}
