import {
  mayCreateRegister,
  mayCreateStore,
  NOT_A_TEMPLATE,
  REGISTER_LICENCE_MESSAGE,
  REGISTER_TAKEN,
  type RealtimeKind,
  type RegisterEditPayload,
  receiptPrefix,
  refusal,
  registerResource,
  registerTemplateResource,
  STORE_LICENCE_MESSAGE,
  storeResource,
} from '@pos/core'
import { sql } from 'kysely'
import { visibleRow } from '../admin/restrictions.ts'
import { companyHas } from '../db/company-rows.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { type ResourceContext, resourceMount, type WriteContext } from '../resource/mount.ts'
import { registerJson } from './register-json.ts'

/** The register day's realtime kinds (spec 7): registers resync their own record and their template's. */
function publishAfterCommit(ctx: WriteContext, kind: RealtimeKind) {
  ctx.afterCommit.push(() => ctx.deps.realtime.publishUpdate(ctx.companyId, kind))
}

async function lockedCompany(ctx: WriteContext) {
  // The company row is locked so that two stores or registers made at once cannot both pass the licence.
  return ctx.trx
    .selectFrom('companies')
    .select(['store_licence', 'register_licence'])
    .where('id', '=', ctx.companyId)
    .forUpdate()
    .executeTakeFirstOrThrow()
}

async function countOf(ctx: WriteContext, table: 'stores' | 'registers'): Promise<number> {
  const { count } = await ctx.trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('company_id', '=', ctx.companyId)
    .executeTakeFirstOrThrow()
  return Number(count)
}

async function templateIsOurs(ctx: ResourceContext, id: number | null): Promise<boolean> {
  if (id === null) return true
  return companyHas(ctx.db, 'register_templates', ctx.companyId, id)
}

/**
 * Why a register cannot be added to the store (its template or store is not the company's, or the register
 * licence is full), or undefined when it can.
 */
async function registerRefused(ctx: WriteContext, storeId: number, values: RegisterEditPayload) {
  if (!(await templateIsOurs(ctx, values.register_template_id))) return refusal('invalid', NOT_A_TEMPLATE)
  const store = await ctx.trx
    .selectFrom('stores')
    .select('id')
    .where('company_id', '=', ctx.companyId)
    .where('id', '=', storeId)
    .where(visibleRow(ctx.principal, 'stores'))
    .executeTakeFirst()
  if (!store) return refusal('invalid', 'Please choose a store of this company', 'store_id')
  const company = await lockedCompany(ctx)
  return mayCreateRegister(await countOf(ctx, 'registers'), company.register_licence)
    ? undefined
    : refusal('licence', REGISTER_LICENCE_MESSAGE)
}

/** A new register's id and its receipt prefix, made from it so it is unique across the company (RN2). */
async function newRegisterKeys(ctx: WriteContext) {
  const { rows } = await sql<{
    id: string | number
  }>`SELECT nextval(pg_get_serial_sequence('registers', 'id')) AS id`.execute(ctx.trx)
  const id = Number(rows[0]?.id)
  return { id, receipt_prefix: receiptPrefix(id) }
}

/**
 * Stores: every back-office screen lists them (narrowed by the user's store restriction groups), searched by
 * name or city, each with its number of registers; a new one must fit the store licence, and a record answers
 * its registers beside it. Adding a register is the store's `registers` action.
 */
export const storeMount = resourceMount(storeResource, {
  computed: ['register_count'],
  async decorate({ db, companyId }, rows) {
    const ids = rows.map((row) => row.id as number)
    if (ids.length === 0) return rows
    const counts = await db
      .selectFrom('registers')
      .select(['store_id', (eb) => eb.fn.countAll().as('n')])
      .where('company_id', '=', companyId)
      .where('store_id', 'in', ids)
      .groupBy('store_id')
      .execute()
    const byStore = new Map(counts.map((row) => [row.store_id as number, Number(row.n)]))
    return rows.map((row) => ({ ...row, register_count: byStore.get(row.id as number) ?? 0 }))
  },
  // A user in store restriction groups lists, reads and changes only their groups' stores.
  scope: ({ principal }, query) => query.where(visibleRow(principal, 'stores')),
  search: (eb, pattern) => [
    eb('stores.name', 'ilike', pattern),
    eb(sql<string>`stores.address->>'city'`, 'ilike', pattern),
  ],
  async beforeWrite(ctx, values, current) {
    if (current) return values
    const company = await lockedCompany(ctx)
    return mayCreateStore(await countOf(ctx, 'stores'), company.store_licence)
      ? values
      : refusal('licence', STORE_LICENCE_MESSAGE)
  },
  async besides({ db, companyId }, store) {
    const registers = await db
      .selectFrom('registers')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('store_id', '=', store.id as number)
      .orderBy('name')
      .orderBy('id')
      .execute()
    return { registers: registers.map((register) => registerJson(register as never)) }
  },
  actions: {
    async registers(ctx, store, input) {
      const values = input as RegisterEditPayload
      const refused = await registerRefused(ctx, store.id as number, values)
      if (refused) return refused
      const keys = await newRegisterKeys(ctx)
      try {
        const row = await ctx.trx
          .insertInto('registers')
          .values({ company_id: ctx.companyId, store_id: store.id as number, ...values, ...keys })
          .returningAll()
          .executeTakeFirstOrThrow()
        ctx.extra.register = registerJson(row)
      } catch (error) {
        if (isUniqueViolation(error)) return refusal('taken', REGISTER_TAKEN)
        throw error
      }
      publishAfterCommit(ctx, `register_${keys.id}`)
      return undefined
    },
  },
})

/** Register templates: a blank logo is none; a change is published to the registers that print it. */
export const registerTemplateMount = resourceMount(registerTemplateResource, {
  async beforeWrite(_ctx, values) {
    return { ...values, receipt_logo: values.receipt_logo || null }
  },
  async afterWrite(ctx, row) {
    publishAfterCommit(ctx, `registertemplate_${row.id as number}`)
    return undefined
  },
})

/** Registers: listed with their store's name and whether a register day is open; a change is published. */
export const registerMount = resourceMount(registerResource, {
  computed: ['store_name', 'open'],
  // The registers of the stores outside a user's restriction groups are not theirs to list, read or change.
  scope: ({ principal }, query) => query.where(visibleRow(principal, 'registers')),
  async decorate({ db, companyId }, rows) {
    const ids = rows.map((row) => row.id as number)
    if (ids.length === 0) return rows
    const named = await db
      .selectFrom('registers as r')
      .innerJoin('stores as s', (join) =>
        join.onRef('s.id', '=', 'r.store_id').onRef('s.company_id', '=', 'r.company_id'),
      )
      .leftJoin('register_sessions as rs', (join) =>
        join
          .onRef('rs.register_id', '=', 'r.id')
          .onRef('rs.company_id', '=', 'r.company_id')
          .on('rs.closed', 'is', null),
      )
      .select(['r.id', 's.name as store_name', 'rs.id as open_session_id'])
      .where('r.company_id', '=', companyId)
      .where('r.id', 'in', ids)
      .execute()
    const byId = new Map(named.map((row) => [row.id as number, row]))
    return rows.map((row) => {
      const found = byId.get(row.id as number)
      return { ...row, store_name: found?.store_name ?? '', open: (found?.open_session_id ?? null) !== null }
    })
  },
  async beforeWrite(ctx, values, current) {
    if (current) {
      return (await templateIsOurs(ctx, (values.register_template_id as number | null) ?? null))
        ? values
        : refusal('invalid', NOT_A_TEMPLATE)
    }
    const { store_id, ...fields } = values as RegisterEditPayload & { store_id: number }
    const refused = await registerRefused(ctx, store_id, fields)
    return refused ?? { ...values, ...(await newRegisterKeys(ctx)) }
  },
  async afterWrite(ctx, row) {
    publishAfterCommit(ctx, `register_${row.id as number}`)
    return undefined
  },
})
