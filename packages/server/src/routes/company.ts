import {
  ADMIN_COUNTER_NAMES,
  type AdminCounter,
  CompanyAddressSchema,
  type CompanyAnswerSchema,
  CompanyPayloadSchema,
  CounterPayloadSchema,
  type Counters,
  type CountersAnswerSchema,
  checkPayload,
  counterChangeRefusal,
  EMPTY_COMPANY_ADDRESS,
  nextCounterValue,
  SubscriptionPayloadSchema,
  subscriptionRefusal,
} from '@pos/core'
import type { Hono } from 'hono'
import { type Kysely, sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { companyCurrency } from '../db/company-rows.ts'
import type { Database } from '../db/schema.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, refused } from '../http/errors.ts'
import { readBody } from '../http/read-payload.ts'

export const CURRENCY_LOCKED = 'The currency cannot change once the company has sales'

const COLUMNS = [
  'id',
  'name',
  'currency',
  'logo',
  'background',
  'address',
  'abn',
  'books_timezone',
  'gift_card_validity_days',
  'created',
  'updated',
] as const

type CompanyRow = {
  id: number
  name: string
  currency: string
  logo: string
  background: string
  address: unknown
  abn: string
  books_timezone: string
  gift_card_validity_days: number
  created: Date
  updated: Date
}

function companyJson({ books_timezone, address, ...row }: CompanyRow) {
  const parsed = checkPayload(CompanyAddressSchema, address)
  return {
    ...row,
    address: parsed.ok ? parsed.value : EMPTY_COMPANY_ADDRESS,
    timezone: books_timezone,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  }
}

/** The last value each counter gave (absent: none yet). */
async function lastCounterValues(db: Kysely<Database>, companyId: number) {
  const rows = await db
    .selectFrom('company_counters')
    .select(['name', 'value'])
    .where('company_id', '=', companyId)
    .execute()
  return new Map(rows.map((row) => [row.name, Number(row.value)]))
}

function countersJson(last: Map<string, number>): Counters {
  return Object.fromEntries(
    ADMIN_COUNTER_NAMES.map((name) => [name, nextCounterValue(name, last.get(name))]),
  ) as Counters
}

async function usage(db: Kysely<Database>, companyId: number) {
  const [stores, registers] = await Promise.all(
    (['stores', 'registers'] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow(),
    ),
  )
  return { stores: Number(stores?.n ?? 0), registers: Number(registers?.n ?? 0) }
}

/**
 * The signed-in company's own details (spec 2 /admin/company): name, currency, logo and background, address,
 * ABN, time zone, gift card validity, the counters' next values; and its subscription (/admin/company/
 * subscription): the store and register limits of its licence. All behind the `admin.company` right.
 */
export function registerCompanyRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const right = requireRight('admin.company')

  app.get('/api/proxy/company.json', right, async (c) => {
    const row = await db
      .selectFrom('companies')
      .select(COLUMNS)
      .where('id', '=', principalOf(c).companyId)
      .executeTakeFirstOrThrow()
    return c.json({ company: companyJson(row) } satisfies Sent<typeof CompanyAnswerSchema>)
  })

  app.put('/api/proxy/company.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, CompanyPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const current = await companyCurrency(db, companyId)
    if (current !== parsed.value.currency) {
      // Amounts are stored without their currency: relabelling them would change what they mean.
      const sale = await db
        .selectFrom('sales')
        .select('id')
        .where('company_id', '=', companyId)
        .limit(1)
        .executeTakeFirst()
      if (sale) return badRequest(c, CURRENCY_LOCKED, 'currency')
    }
    const { name, currency, address, timezone, ...settings } = parsed.value
    const row = await db
      .updateTable('companies')
      .set({
        name,
        currency,
        ...settings,
        ...(address ? { address: JSON.stringify(address) } : {}),
        ...(timezone ? { books_timezone: timezone } : {}),
        updated: sql`now()`,
      })
      .where('id', '=', companyId)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow()
    return c.json({ company: companyJson(row) } satisfies Sent<typeof CompanyAnswerSchema>)
  })

  app.get('/api/proxy/company/counters.json', right, async (c) => {
    return c.json({
      counters: countersJson(await lastCounterValues(db, principalOf(c).companyId)),
    } satisfies Sent<typeof CountersAnswerSchema>)
  })

  app.put('/api/proxy/company/counters.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, CounterPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const wanted = Object.entries(parsed.value.counters) as [AdminCounter, number][]
    const refusal = await db.transaction().execute(async (trx) => {
      // Locked, so a sale or product created meanwhile cannot take the value this check saw as free.
      const rows = await trx
        .selectFrom('company_counters')
        .select(['name', 'value'])
        .where('company_id', '=', companyId)
        .forUpdate()
        .execute()
      const last = new Map(rows.map((row) => [row.name, Number(row.value)]))
      for (const [name, next] of wanted) {
        const refusal = counterChangeRefusal(name, next, last.get(name))
        if (refusal) return refusal
      }
      for (const [name, next] of wanted) {
        await trx
          .insertInto('company_counters')
          .values({ company_id: companyId, name, value: next - 1 })
          .onConflict((conflict) => conflict.columns(['company_id', 'name']).doUpdateSet({ value: next - 1 }))
          .execute()
      }
      return undefined
    })
    if (refusal) return refused(c, refusal)
    return c.json({
      counters: countersJson(await lastCounterValues(db, companyId)),
    } satisfies Sent<typeof CountersAnswerSchema>)
  })

  app.get('/api/proxy/company/subscription.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const company = await db
      .selectFrom('companies')
      .select(['store_licence', 'register_licence'])
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow()
    const used = await usage(db, companyId)
    return c.json({ subscription: { ...company, store_count: used.stores, register_count: used.registers } })
  })

  app.put('/api/proxy/company/subscription.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, SubscriptionPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const used = await usage(db, companyId)
    const refusal = subscriptionRefusal(parsed.value, used)
    if (refusal) return refused(c, refusal)
    await db.updateTable('companies').set(parsed.value).where('id', '=', companyId).execute()
    return c.json({
      subscription: { ...parsed.value, store_count: used.stores, register_count: used.registers },
    })
  })
}
