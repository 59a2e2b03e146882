import type { Selectable } from 'kysely'
import type { WalletTemplatesTable } from '../db/schema.ts'

export const TEMPLATE_COLUMNS = ['id', 'kind', 'name', 'data', 'created', 'updated'] as const
type TemplateRow = Pick<Selectable<WalletTemplatesTable>, (typeof TEMPLATE_COLUMNS)[number]>

/** A wallet template as JSON: its fields (spec 3) with id, kind, name and dates. */
export function templateJson(row: TemplateRow) {
  return {
    ...row.data,
    id: row.id,
    kind: row.kind,
    name: row.name,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  }
}
