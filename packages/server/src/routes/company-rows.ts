import type { Context, Handler } from 'hono'
import { type SelectExpression, type Selection, type SelectQueryBuilder, sql } from 'kysely'
import type { AppEnv } from '../app-env.ts'
import type { DatabaseHandle } from '../db/open-database.ts'
import type { Database } from '../db/schema.ts'
import { principalOf } from '../http/authenticate.ts'
import { notFound } from '../http/errors.ts'
import { idParam } from '../http/read-payload.ts'

/**
 * A back-office list's page of rows already filtered to the company and the query: every match counted, then
 * the page's rows in name order (case folded, ties by id).
 */
export async function pageByName<TB extends keyof Database, SE extends SelectExpression<Database, TB>>(
  filtered: SelectQueryBuilder<Database, TB, object>,
  columns: readonly SE[],
  { limit, page }: { limit: number; page: number },
): Promise<{ rows: Selection<Database, TB, SE>[]; total: number }> {
  const { total } = (await filtered
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow()) as { total: string | number }
  const rows = await filtered
    .select(columns)
    .orderBy(sql`lower(name)`)
    .orderBy(sql.ref('id'))
    .limit(limit)
    .offset((page - 1) * limit)
    .execute()
  return { rows: rows as Selection<Database, TB, SE>[], total: Number(total) }
}

/**
 * DELETE of one of the company's rows by the path's id: 404 when the company has no such row, else `changed`
 * (registers resync) and `{ ok: true }`. `failure` answers a refused delete (a row still in use), or rethrows.
 */
export function deleteByIdHandler(
  db: DatabaseHandle['db'],
  table: 'promotions' | 'reasons',
  changed: (companyId: number) => Promise<void>,
  failure: (c: Context<AppEnv>, error: unknown) => Response = (_c, error) => {
    throw error
  },
): Handler<AppEnv> {
  return async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    try {
      const deleted = await db
        .deleteFrom(table)
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst()
      if (!deleted) return notFound(c)
      await changed(companyId)
      return c.json({ ok: true })
    } catch (error) {
      return failure(c, error)
    }
  }
}
