import type { Selectable } from 'kysely'
import type { RegisterSessionsTable, RegistersTable, RegisterTemplatesTable } from '../db/register-schema.ts'
import type { StoresTable } from '../db/schema.ts'

export function storeJson(row: Selectable<StoresTable>) {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    status: row.status,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  }
}

export function templateJson(row: Selectable<RegisterTemplatesTable>) {
  return {
    id: row.id,
    name: row.name,
    receipt_logo: row.receipt_logo,
    receipt_header: row.receipt_header,
    receipt_title: row.receipt_title,
    receipt_footer: row.receipt_footer,
    receipt_show_store_address: row.receipt_show_store_address,
    receipt_show_served_by: row.receipt_show_served_by,
    receipt_served_by_text: row.receipt_served_by_text,
    receipt_subtotal_text: row.receipt_subtotal_text,
    receipt_line_details: row.receipt_line_details as 0 | 1 | 2,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  }
}

export function registerJson(row: Selectable<RegistersTable>) {
  return {
    id: row.id,
    store_id: row.store_id,
    name: row.name,
    register_template_id: row.register_template_id,
    printer_type: row.printer_type as 'epson' | 'system',
    printer_ip: row.printer_ip,
    receipt_prefix: row.receipt_prefix,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  }
}

export function sessionJson(row: Selectable<RegisterSessionsTable>) {
  const money = (value: string | number | bigint | null) => (value === null ? null : Number(value))
  return {
    id: row.id,
    register_id: row.register_id,
    store_id: row.store_id,
    status: row.closed === null ? ('open' as const) : ('closed' as const),
    opened: row.opened.toISOString(),
    opened_by: row.opened_by,
    float: Number(row.opening_float),
    closed: row.closed === null ? null : new Date(row.closed).toISOString(),
    closed_by: row.closed_by,
    counted: money(row.counted),
    expected: money(row.expected),
    variance: money(row.variance),
    counts: row.counts,
    summary: row.summary,
    note: row.note,
  }
}
