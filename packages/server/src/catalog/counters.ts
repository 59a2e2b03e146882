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

/**
 * Takes the next value of a company counter numbered outside the catalog (invoices, bills, purchase orders,
 * shipments): `start` when the counter has given nothing yet. The row lock of the upsert makes concurrent callers
 * wait, as for takeCounter.
 */
export async function nextCounter(
  trx: Transaction<Database>,
  companyId: number,
  name: string,
  start: number,
): Promise<number> {
  const row = await trx
    .insertInto('company_counters')
    .values({ company_id: companyId, name, value: start })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'name'])
        .doUpdateSet((eb) => ({ value: eb('company_counters.value', '+', 1) })),
    )
    .returning('value')
    .executeTakeFirstOrThrow()
  return Number(row.value)
}
