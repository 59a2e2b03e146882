import {
  type CustomField,
  type CustomFieldEntity,
  checkCustomValues,
  isRefusal,
  type Refusal,
} from '@pos/core'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

type Reader = Kysely<Database> | Transaction<Database>

/** The company's custom fields on a kind of record (/admin/custom-fields), in their order; none when unset. */
export async function customFieldsOf(
  db: Reader,
  companyId: number,
  entity: CustomFieldEntity,
): Promise<CustomField[]> {
  const set = await db
    .selectFrom('custom_fields')
    .select('fields')
    .where('company_id', '=', companyId)
    .where('entity', '=', entity)
    .executeTakeFirst()
  return (set?.fields ?? []) as CustomField[]
}

/**
 * The one check of a record's custom values (issue 16 item 5), for every kind that carries them: the values a
 * body or an import row sends, checked against the company's fields of that kind (core [CF3]) as they are
 * kept, or the refusal naming the field (`custom.{key}`).
 */
export async function checkedCustomValues(
  db: Reader,
  companyId: number,
  entity: CustomFieldEntity,
  values: Readonly<Record<string, unknown>>,
): Promise<Record<string, string | number | boolean> | Refusal> {
  const outcome = checkCustomValues(await customFieldsOf(db, companyId, entity), values)
  return isRefusal(outcome) ? outcome : outcome.values
}
