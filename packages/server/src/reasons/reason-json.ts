import type { Selectable } from 'kysely'
import type { ReasonsTable } from '../db/schema.ts'

export const REASON_COLUMNS = [
  'id',
  'kind',
  'name',
  'account',
  'max_discount_percent',
  'created',
  'updated',
] as const

type ReasonRow = Pick<Selectable<ReasonsTable>, (typeof REASON_COLUMNS)[number]>

/** A reason code as JSON (spec 3 Reason: name, account; discount reasons their maximum percent). */
export function reasonJson(row: ReasonRow) {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    account: row.account,
    max_discount_percent: Number(row.max_discount_percent),
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  }
}
