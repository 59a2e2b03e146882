// The demo company's owner and first register (npm run seed), with the owner assigned to that register's store,
// as the benchmark and the scan-measure script both need before signing in.
import type { startServer } from '@pos/server'

type Database = Awaited<ReturnType<typeof startServer>>['database']

export async function demoOwnerAtFirstRegister({ db }: Database) {
  const owner = await db
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('email', '=', 'demo@example.com')
    .executeTakeFirstOrThrow()
  const register = await db
    .selectFrom('registers')
    .select(['id', 'store_id'])
    .where('company_id', '=', owner.company_id)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  await db.updateTable('users').set({ store_id: register.store_id }).where('id', '=', owner.id).execute()
  return { owner, register }
}
