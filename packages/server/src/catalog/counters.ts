import { COUNTER_START, type CompanyCounter, formatCounter } from '@pos/core'
import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * Takes the next `count` values of a company counter (spec 3) and returns their texts. The row lock of the
 * upsert makes concurrent callers wait, so no two get the same value; a rolled-back transaction gives its
 * values back.
 */
export async function takeCounter(
  trx: Transaction<Database>,
  companyId: number,
  counter: CompanyCounter,
  count: number,
): Promise<string[]> {
  if (count <= 0) return []
  const row = await trx
    .insertInto('company_counters')
    .values({ company_id: companyId, name: counter, value: COUNTER_START[counter] - 1 + count })
    .onConflict((conflict) =>
      conflict.columns(['company_id', 'name']).doUpdateSet({ value: sql`company_counters.value + ${count}` }),
    )
    .returning('value')
    .executeTakeFirstOrThrow()
  const last = Number(row.value)
  return Array.from({ length: count }, (_, index) => formatCounter(counter, last - count + 1 + index))
}
