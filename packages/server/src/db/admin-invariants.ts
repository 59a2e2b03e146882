import { sql, type Transaction } from 'kysely'
import type { Database } from './schema.ts'

/**
 * Thrown inside a transaction to undo it and answer `status` (400 or 403) with `message`, and the `field` it
 * concerns when one does (the screen shows the message under it).
 */
export class Refusal extends Error {
  readonly status: 400 | 403
  readonly field: string | undefined
  constructor(message: string, status: 400 | 403 = 400, field?: string) {
    super(message)
    this.status = status
    this.field = field
  }
}

/**
 * Locks the company's row for the rest of the transaction, so that two admins changing users or groups
 * at the same time take turns and cannot both remove "the other" last administrator.
 */
export async function lockCompany(trx: Transaction<Database>, companyId: number): Promise<void> {
  await sql`SELECT id FROM companies WHERE id = ${companyId} FOR UPDATE`.execute(trx)
}

/** An administrator is an active user whose group may change users (edit in the `admin.users` area). */
export async function countAdministrators(trx: Transaction<Database>, companyId: number): Promise<number> {
  const row = await trx
    .selectFrom('users as u')
    .innerJoin('security_groups as g', 'g.id', 'u.group_id')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('u.company_id', '=', companyId)
    .where('u.status', '=', 'active')
    .where(
      sql<boolean>`(g.rights->'areas'->'admin.users' @> '["edit"]'::jsonb OR g.rights->'pages' @> '["admin.users"]'::jsonb)`,
    )
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export const LAST_ADMINISTRATOR =
  'A company needs at least one active administrator (a user whose group may edit Admin: Users)'

/** Refuses (rolling back) when the change left the company without an administrator. */
export async function keepAnAdministrator(trx: Transaction<Database>, companyId: number): Promise<void> {
  if ((await countAdministrators(trx, companyId)) === 0) throw new Refusal(LAST_ADMINISTRATOR)
}
