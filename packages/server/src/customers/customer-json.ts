import type { Selectable } from 'kysely'
import type { CustomersTable } from '../db/schema.ts'

export const CUSTOMER_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'birth_date',
  'email_subscriber',
  'sms_subscriber',
  'loyalty',
  'loyalty_changed',
  'tags',
  'loyalty_points',
  'credit_balance',
  'created',
  'updated',
] as const

export type CustomerRow = Pick<Selectable<CustomersTable>, (typeof CUSTOMER_COLUMNS)[number]>

/** A date column as YYYY-MM-DD. */
export function dateOnly(value: Date | string | null): string | null {
  if (value === null) return null
  if (typeof value === 'string') return value.slice(0, 10)
  // A date column read as a Date is midnight in the server's zone: format it in that zone.
  const month = String(value.getMonth() + 1).padStart(2, '0')
  const day = String(value.getDate()).padStart(2, '0')
  return `${value.getFullYear()}-${month}-${day}`
}

/** A customer's stored fields as JSON (spec 3 Customer); balances are integers (cents, points). */
export function customerJson(row: CustomerRow) {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    birth_date: dateOnly(row.birth_date),
    email_subscriber: row.email_subscriber,
    sms_subscriber: row.sms_subscriber,
    loyalty: row.loyalty,
    loyalty_changed: row.loyalty_changed ? row.loyalty_changed.toISOString() : null,
    tags: row.tags,
    loyalty_points: Number(row.loyalty_points),
    credit_balance: Number(row.credit_balance),
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  }
}
