// The demo company's facts (npm run seed) the benchmarks and the scan-measure script need: its owner and first
// register (the owner assigned to that register's store, before signing in), its cash method and first item.
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

/** The payment method a bench's sales are tendered with (Cash) and the item they sell (the company's first). */
export async function demoCashAndFirstItem({ db }: Pick<Database, 'db'>, companyId: number) {
  const methods = await db
    .selectFrom('payment_methods')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .execute()
  const cash = methods.find((method) => method.name === 'Cash') ?? methods[0]!
  const item = await db
    .selectFrom('items')
    .select(['id'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  return { cashId: Number(cash.id), itemId: Number(item.id) }
}
