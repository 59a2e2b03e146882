import {
  type CustomerImport,
  type RowError,
  type StaffImport,
  type StockImport,
  type SupplierImport,
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

/** The supplier columns an import row may set (`sets`), each a column of the same name. */
const SUPPLIER_COLUMNS = [
  'contact_name',
  'email',
  'phone',
  'bank_account_name',
  'bsb',
  'account_number',
  'payment_terms_days',
  'currency',
  'tax_rate_id',
  'tags',
] as const

/**
 * Suppliers by name (the unique index of 1000, case aside): a known one is updated in the columns the file has
 * (a column not in the file, or an empty payment terms, currency or tax rate cell, keeps its value), the rest
 * inserted with the defaults of the supplier screen. A tax rate is found by its name; an unknown one refuses its row.
 * Custom values merge into the supplier's (an empty cell keeps the value, core [CF5]).
 */
export async function writeSuppliers(
  trx: Transaction<Database>,
  companyId: number,
  chunk: readonly SupplierImport[],
): Promise<{ written: number; errors: RowError[] }> {
  const rates = await trx
    .selectFrom('tax_rates')
    .select(['id', sql<string>`lower(name)`.as('name')])
    .where('company_id', '=', companyId)
    .where('archived', '=', false)
    .execute()
  const rateOf = new Map(rates.map((rate) => [rate.name, rate.id]))
  const errors: RowError[] = []
  const rows = chunk.flatMap((row) => {
    const rate = row.tax_rate === '' ? null : rateOf.get(row.tax_rate.toLowerCase())
    if (rate === undefined) {
      errors.push({ line: row.line, reason: `No tax rate is called ${row.tax_rate}` })
      return []
    }
    const sets = row.sets.map((key) => (key === 'tax_rate' ? 'tax_rate_id' : key))
    const { supplier } = row
    return [
      {
        name: supplier.name,
        contact_name: supplier.contact_name,
        email: supplier.email,
        phone: supplier.phone,
        bank_account_name: supplier.bank_account_name,
        bsb: supplier.bsb,
        account_number: supplier.account_number,
        payment_terms_days: supplier.payment_terms_days,
        currency: supplier.currency,
        tax_rate_id: rate,
        tags: supplier.tags,
        custom: supplier.custom ?? null,
        sets,
      },
    ]
  })
  if (rows.length === 0) return { written: 0, errors }
  // New names are inserted whole (the screen's defaults where the row sets nothing); a name another import inserted
  // meanwhile is left to the update below.
  const inserted = await sql<{ name: string }>`
    INSERT INTO suppliers (company_id, name, contact_name, email, phone, bank_account_name, bsb, account_number,
      payment_terms_days, currency, tax_rate_id, tags, custom)
    SELECT ${companyId}, r.name, r.contact_name, r.email, r.phone, r.bank_account_name, r.bsb, r.account_number,
      r.payment_terms_days, r.currency, r.tax_rate_id, r.tags, COALESCE(r.custom, '{}')
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS r (name text, contact_name text, email text, phone text, bank_account_name text, bsb text,
        account_number text, payment_terms_days integer, currency text, tax_rate_id integer, tags jsonb, custom jsonb)
    ON CONFLICT (company_id, lower(name)) DO NOTHING
    RETURNING lower(name) AS name`.execute(trx)
  const isNew = new Set(inserted.rows.map((row) => row.name))
  const known = rows.filter((row) => !isNew.has(row.name.toLowerCase()))
  if (known.length > 0) {
    // Each column is set from the file only where the row sets it; otherwise the supplier keeps its own.
    const updates = SUPPLIER_COLUMNS.map(
      (column) =>
        sql`${sql.ref(column)} = CASE WHEN r.sets ? ${column} THEN r.${sql.ref(column)} ELSE s.${sql.ref(column)} END`,
    )
    await sql`
      UPDATE suppliers s SET ${sql.join(updates)}, custom = s.custom || COALESCE(r.custom, '{}'), updated = now()
      FROM jsonb_to_recordset(${JSON.stringify(known)}::jsonb)
        AS r (name text, contact_name text, email text, phone text, bank_account_name text, bsb text,
          account_number text, payment_terms_days integer, currency text, tax_rate_id integer, tags jsonb,
          custom jsonb, sets jsonb)
      WHERE s.company_id = ${companyId} AND lower(s.name) = lower(r.name)`.execute(trx)
  }
  return { written: rows.length, errors }
}
