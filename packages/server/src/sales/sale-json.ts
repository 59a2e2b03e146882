import {
  AU_TAX,
  computeTotals,
  layoutReceipt,
  type ReceiptDocument,
  type ReceiptTemplate,
  receiptDocument,
  receiptStore,
  type Sale,
} from '@pos/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { companyReceiptLayouts } from '../email/company-templates.ts'

/** A receipt template with every field blank: what a register without a template prints. */
export const PLAIN_TEMPLATE: ReceiptTemplate = {
  receipt_logo: null,
  receipt_header: '',
  receipt_title: 'TAX INVOICE',
  receipt_footer: 'Thank you',
  receipt_show_store_address: true,
  receipt_show_served_by: true,
  receipt_served_by_text: '',
  receipt_subtotal_text: '',
  receipt_line_details: 1,
}

/**
 * The sales joined to the store, register and customer each names (of the sale's own company), for their names:
 * a sale's answer and the sales list read them alike.
 */
export function salesWithNames(db: Kysely<Database>) {
  return db
    .selectFrom('sales as s')
    .leftJoin('stores as st', (join) =>
      join.onRef('st.id', '=', 's.store_id').onRef('st.company_id', '=', 's.company_id'),
    )
    .leftJoin('registers as r', (join) =>
      join.onRef('r.id', '=', 's.register_id').onRef('r.company_id', '=', 's.company_id'),
    )
    .leftJoin('customers as cu', (join) =>
      join.onRef('cu.id', '=', 's.customer_id').onRef('cu.company_id', '=', 's.company_id'),
    )
}

/** What a sale's row says of it with the names of its store, register and customer: a list's row of sales. */
export const SALE_WITH_NAMES = [
  's.id',
  's.client_id',
  's.receipt_number',
  's.created',
  's.total',
  's.total_tax',
  's.store_id',
  's.register_id',
  's.customer_id',
  'st.name as store_name',
  'r.name as register_name',
  'cu.first_name',
  'cu.last_name',
] as const

/** One stored sale as GET /proxy/sale/{id}.json answers it, or undefined when it is not the company's. */
export async function loadSale(db: Kysely<Database>, companyId: number, id: number) {
  const row = await salesWithNames(db)
    .innerJoin('companies as co', 'co.id', 's.company_id')
    .select([
      ...SALE_WITH_NAMES,
      's.data',
      'st.address as store_address',
      'r.register_template_id',
      'cu.email as customer_email',
      'co.currency as company_currency',
    ])
    .where('s.company_id', '=', companyId)
    .where('s.id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  const lines = await db
    .selectFrom('sale_lines')
    .select(['id'])
    .where('company_id', '=', companyId)
    .where('sale_id', '=', id)
    .orderBy('position')
    .execute()
  return saleView(
    row,
    lines.map((line) => line.id),
  )
}

/** What a stored sale's answer is made from: its row with the names it shows, and its line ids by position. */
export type SaleViewRow = {
  id: string | number | bigint
  client_id: string | null
  receipt_number: string
  created: Date | string
  store_id: number | null
  register_id: number | null
  customer_id: number | null
  data: unknown
  store_name: string | null
  store_address: unknown
  register_name: string | null
  register_template_id: number | null
  first_name: string | null
  last_name: string | null
  customer_email: string | null
  company_currency: string
}

/**
 * A stored sale as GET /proxy/sale/{id}.json answers it: the posted data with the stored row's ids, names and
 * line ids. POST sale.json answers a new sale with the same shape from what it just wrote.
 */
export function saleView(
  row: SaleViewRow,
  lineIds: readonly (string | number | bigint)[],
  /** The totals of the posted sale when it was just stored (the same lines and payments): not computed again. */
  posted?: ReturnType<typeof computeTotals>,
) {
  const data = row.data as Partial<Sale> & Record<string, unknown>
  const storedLines = Array.isArray(data.lines) ? data.lines : []
  const sale = {
    ...data,
    // Sales written before the register issue (imports, the demo) may lack fields: read them as empty.
    lines: storedLines.map((line, i) => ({
      item_discount: 0,
      total_tax: 0,
      tax_percent: 0,
      item_loyalty: 0,
      item_price: 0,
      quantity: 0,
      ...line,
      item: { sku: '', name: '', ...line.item },
      product: { name: '', ...line.product },
      sale_line_id: lineIds[i] === undefined ? null : String(lineIds[i]),
    })),
    currency: typeof data.currency === 'string' ? data.currency : row.company_currency,
    employee: data.employee ?? null,
    promo_codes: Array.isArray(data.promo_codes) ? data.promo_codes : [],
    gift_receipt: data.gift_receipt === true,
    payments: Array.isArray(data.payments) ? data.payments : [],
    id: Number(row.id),
    client_id: row.client_id,
    receipt_number: row.receipt_number,
    created: new Date(row.created).toISOString(),
    store_id: row.store_id,
    register_id: row.register_id,
    customer_id: row.customer_id,
    store_name: row.store_name,
    register_name: row.register_name,
    customer_name: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    customer_email: row.customer_email ?? null,
  }
  return {
    sale,
    totals: posted ?? computeTotals(sale as unknown as Sale, AU_TAX),
    templateId: row.register_template_id,
    store: { name: row.store_name ?? '', address: (row.store_address ?? {}) as Record<string, unknown> },
  }
}

export type LoadedSale = NonNullable<Awaited<ReturnType<typeof loadSale>>>

/**
 * The receipt of a stored sale: the company's receipt print template filled from it when it has one, else core
 * receiptDocument with its register's template and store.
 */
export async function saleReceipt(
  db: Kysely<Database>,
  companyId: number,
  loaded: LoadedSale,
  utcOffsetMinutes = 0,
): Promise<ReceiptDocument> {
  // The register's template and the company's print templates do not wait on each other.
  const [template, layouts] = await Promise.all([
    loaded.templateId === null
      ? undefined
      : db
          .selectFrom('register_templates')
          .selectAll()
          .where('company_id', '=', companyId)
          .where('id', '=', loaded.templateId)
          .executeTakeFirst(),
    companyReceiptLayouts(db, companyId),
  ])
  const store = receiptStore(loaded.store.name, loaded.store.address)
  const receiptTemplate: ReceiptTemplate = template
    ? { ...template, receipt_line_details: template.receipt_line_details as 0 | 1 | 2 }
    : PLAIN_TEMPLATE
  const sale = loaded.sale as unknown as Sale
  // The company's receipt print template, when it has one, replaces the standard layout (RCP10).
  const printed = layoutReceipt(sale, loaded.totals, store, layouts, { utcOffsetMinutes })
  if (printed) return printed
  return receiptDocument(sale, loaded.totals, receiptTemplate, store, { gift: false, utcOffsetMinutes })
}
