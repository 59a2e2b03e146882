import {
  mayCreateRegister,
  mayCreateStore,
  REGISTER_LICENCE_MESSAGE,
  REGISTER_MESSAGES,
  RegisterEditPayloadSchema,
  RegisterTemplatePayloadSchema,
  receiptPrefix,
  STORE_LICENCE_MESSAGE,
  StoreLicencePayloadSchema,
  StorePayloadSchema,
} from '@pos/core'
import type { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { Refusal } from '../db/admin-invariants.ts'
import { isUniqueViolation } from '../db/errors.ts'
import type { Database } from '../db/schema.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { idParam, readBody } from '../http/read-payload.ts'
import { requireAny } from '../reasons/access.ts'
import { assignedStoreId } from '../register/assigned-store.ts'
import { registerJson, storeJson, templateJson } from '../register/register-json.ts'

const TEMPLATE_TAKEN = 'A register template with this name already exists'
const REGISTER_TAKEN = 'This store already has a register with this name'
const NOT_A_TEMPLATE = 'Please choose a register template of this company'

/** Who may read stores, registers and templates: the stores screens and every register screen. */
export const REGISTER_READERS = [
  'stores',
  'register.sale',
  'register.open_close',
  'register.petty_cash',
  'register.open_cash_drawer',
  'sales.history',
] as const

async function templateExists(db: Kysely<Database>, companyId: number, id: number | null): Promise<boolean> {
  if (id === null) return true
  const row = await db
    .selectFrom('register_templates')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row !== undefined
}

async function owned(
  db: Kysely<Database>,
  table: 'stores' | 'registers' | 'register_templates',
  companyId: number,
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Stores (with the store licence), register templates and registers (spec 2 /register/stores*,
 * /register/register-template*; spec 3). Changes publish `register_{id}` / `registertemplate_{id}`.
 */
export function registerRegisterSetupRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const manage = requireRight('stores')
  const read = requireAny([...REGISTER_READERS])

  app.get('/api/proxy/storelicence.json', read, async (c) => {
    const { companyId } = principalOf(c)
    const company = await db
      .selectFrom('companies')
      .select('store_licence')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow()
    const { count } = await db
      .selectFrom('stores')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow()
    return c.json({ store_licence: company.store_licence, store_count: Number(count) })
  })

  app.put('/api/proxy/storelicence.json', requireRight('admin.company'), async (c) => {
    const parsed = await readBody(c, StoreLicencePayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const { companyId } = principalOf(c)
    await db
      .updateTable('companies')
      .set({ store_licence: parsed.value.store_licence })
      .where('id', '=', companyId)
      .execute()
    return c.json({ store_licence: parsed.value.store_licence })
  })

  app.post('/api/proxy/stores.json', manage, async (c) => {
    const parsed = await readBody(c, StorePayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const { companyId } = principalOf(c)
    try {
      const store = await db.transaction().execute(async (trx) => {
        // The company row is locked so that two stores created at once cannot both pass the licence.
        const company = await trx
          .selectFrom('companies')
          .select('store_licence')
          .where('id', '=', companyId)
          .forUpdate()
          .executeTakeFirstOrThrow()
        const { count } = await trx
          .selectFrom('stores')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .where('company_id', '=', companyId)
          .executeTakeFirstOrThrow()
        if (!mayCreateStore(Number(count), company.store_licence)) throw new Refusal(STORE_LICENCE_MESSAGE)
        return trx
          .insertInto('stores')
          .values({
            company_id: companyId,
            name: parsed.value.name,
            address: JSON.stringify(parsed.value.address),
            status: parsed.value.status,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
      })
      return c.json({ store: storeJson(store) })
    } catch (error) {
      if (error instanceof Refusal) return badRequest(c, error.message)
      throw error
    }
  })

  app.get('/api/proxy/store/:id{[0-9]+\\.json}', read, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const store = await db
      .selectFrom('stores')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!store) return notFound(c)
    const registers = await db
      .selectFrom('registers')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('store_id', '=', id)
      .orderBy('name')
      .orderBy('id')
      .execute()
    return c.json({ store: storeJson(store), registers: registers.map(registerJson) })
  })

  app.put('/api/proxy/store/:id{[0-9]+\\.json}', manage, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id || !(await owned(db, 'stores', companyId, id))) return notFound(c)
    const parsed = await readBody(c, StorePayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const store = await db
      .updateTable('stores')
      .set({
        name: parsed.value.name,
        address: JSON.stringify(parsed.value.address),
        status: parsed.value.status,
        updated: new Date(),
      })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
    if (!store) return notFound(c)
    return c.json({ store: storeJson(store) })
  })

  app.get('/api/proxy/registertemplates.json', read, async (c) => {
    const rows = await db
      .selectFrom('register_templates')
      .selectAll()
      .where('company_id', '=', principalOf(c).companyId)
      .orderBy('name')
      .orderBy('id')
      .execute()
    return c.json({ registertemplates: rows.map(templateJson), total: rows.length })
  })

  app.post('/api/proxy/registertemplates.json', manage, async (c) => {
    const parsed = await readBody(c, RegisterTemplatePayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const { companyId } = principalOf(c)
    try {
      const row = await db
        .insertInto('register_templates')
        .values({ company_id: companyId, ...parsed.value, receipt_logo: parsed.value.receipt_logo || null })
        .returningAll()
        .executeTakeFirstOrThrow()
      await deps.realtime.publishUpdate(companyId, `registertemplate_${row.id}`)
      return c.json({ registertemplate: templateJson(row) })
    } catch (error) {
      if (isUniqueViolation(error)) return badRequest(c, TEMPLATE_TAKEN)
      throw error
    }
  })

  app.get('/api/proxy/registertemplate/:id{[0-9]+\\.json}', read, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const row = await db
      .selectFrom('register_templates')
      .selectAll()
      .where('company_id', '=', principalOf(c).companyId)
      .where('id', '=', id)
      .executeTakeFirst()
    return row ? c.json({ registertemplate: templateJson(row) }) : notFound(c)
  })

  app.put('/api/proxy/registertemplate/:id{[0-9]+\\.json}', manage, async (c) => {
    const id = idParam(c)
    const { companyId } = principalOf(c)
    if (!id || !(await owned(db, 'register_templates', companyId, id))) return notFound(c)
    const parsed = await readBody(c, RegisterTemplatePayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    try {
      const row = await db
        .updateTable('register_templates')
        .set({ ...parsed.value, receipt_logo: parsed.value.receipt_logo || null, updated: new Date() })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
      if (!row) return notFound(c)
      await deps.realtime.publishUpdate(companyId, `registertemplate_${row.id}`)
      return c.json({ registertemplate: templateJson(row) })
    } catch (error) {
      if (isUniqueViolation(error)) return badRequest(c, TEMPLATE_TAKEN)
      throw error
    }
  })

  app.post('/api/proxy/store/:id{[0-9]+}/registers.json', manage, async (c) => {
    const storeId = idParam(c)
    const { companyId } = principalOf(c)
    if (!storeId || !(await owned(db, 'stores', companyId, storeId))) return notFound(c)
    const parsed = await readBody(c, RegisterEditPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    if (!(await templateExists(db, companyId, parsed.value.register_template_id))) {
      return badRequest(c, NOT_A_TEMPLATE)
    }
    try {
      const row = await db.transaction().execute(async (trx) => {
        // The company row is locked so that two registers added at once cannot both pass the licence.
        const company = await trx
          .selectFrom('companies')
          .select('register_licence')
          .where('id', '=', companyId)
          .forUpdate()
          .executeTakeFirstOrThrow()
        const { count } = await trx
          .selectFrom('registers')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .where('company_id', '=', companyId)
          .executeTakeFirstOrThrow()
        if (!mayCreateRegister(Number(count), company.register_licence)) {
          throw new Refusal(REGISTER_LICENCE_MESSAGE)
        }
        const created = await trx
          .insertInto('registers')
          .values({ company_id: companyId, store_id: storeId, ...parsed.value })
          .returning('id')
          .executeTakeFirstOrThrow()
        // The receipt prefix comes from the id, so that it is unique across the company's registers (RN2).
        return trx
          .updateTable('registers')
          .set({ receipt_prefix: receiptPrefix(created.id) })
          .where('id', '=', created.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      })
      await deps.realtime.publishUpdate(companyId, `register_${row.id}`)
      return c.json({ register: registerJson(row) })
    } catch (error) {
      if (error instanceof Refusal) return badRequest(c, error.message)
      if (isUniqueViolation(error)) return badRequest(c, REGISTER_TAKEN)
      throw error
    }
  })

  app.get('/api/proxy/registers.json', read, async (c) => {
    const { companyId } = principalOf(c)
    const storeId = Number(c.req.query('store_id') ?? '')
    let query = db
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
      .selectAll('r')
      .select(['s.name as store_name', 'rs.id as open_session_id'])
      .where('r.company_id', '=', companyId)
    if (Number.isSafeInteger(storeId) && storeId > 0) query = query.where('r.store_id', '=', storeId)
    const rows = await query.orderBy('s.name').orderBy('r.name').orderBy('r.id').execute()
    return c.json({
      registers: rows.map((row) => ({
        ...registerJson(row),
        store_name: row.store_name,
        open: row.open_session_id !== null,
      })),
    })
  })

  /**
   * The registers this user may open (spec 5): those of their assigned store. A user without one gets
   * `store: null` and the message 'Looks like this user doesn't have a store assigned'.
   */
  app.get('/api/proxy/assignedregisters.json', read, async (c) => {
    const principal = principalOf(c)
    const storeId = await assignedStoreId(db, principal)
    if (storeId === null) {
      return c.json({
        store: null,
        registers: [],
        message: REGISTER_MESSAGES.noStore,
        help: REGISTER_MESSAGES.noStoreHelp,
      })
    }
    let stores = db.selectFrom('stores').selectAll().where('company_id', '=', principal.companyId)
    if (storeId !== undefined) stores = stores.where('id', '=', storeId)
    const storeRows = await stores.orderBy('id').execute()
    const ids = storeRows.map((row) => row.id)
    const registers =
      ids.length === 0
        ? []
        : await db
            .selectFrom('registers as r')
            .leftJoin('register_sessions as rs', (join) =>
              join
                .onRef('rs.register_id', '=', 'r.id')
                .onRef('rs.company_id', '=', 'r.company_id')
                .on('rs.closed', 'is', null),
            )
            .selectAll('r')
            .select('rs.id as open_session_id')
            .where('r.company_id', '=', principal.companyId)
            .where('r.store_id', 'in', ids)
            .orderBy('r.name')
            .orderBy('r.id')
            .execute()
    const first = storeRows[0]
    return c.json({
      store: storeId !== undefined && first ? storeJson(first) : null,
      registers: registers.map((row) => ({ ...registerJson(row), open: row.open_session_id !== null })),
    })
  })

  app.get('/api/proxy/register/:id{[0-9]+\\.json}', read, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const row = await db
      .selectFrom('registers')
      .selectAll()
      .where('company_id', '=', principalOf(c).companyId)
      .where('id', '=', id)
      .executeTakeFirst()
    return row ? c.json({ register: registerJson(row) }) : notFound(c)
  })

  app.put('/api/proxy/register/:id{[0-9]+\\.json}', manage, async (c) => {
    const id = idParam(c)
    const { companyId } = principalOf(c)
    if (!id || !(await owned(db, 'registers', companyId, id))) return notFound(c)
    const parsed = await readBody(c, RegisterEditPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    if (!(await templateExists(db, companyId, parsed.value.register_template_id))) {
      return badRequest(c, NOT_A_TEMPLATE)
    }
    try {
      const row = await db
        .updateTable('registers')
        .set({ ...parsed.value, updated: new Date() })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
      if (!row) return notFound(c)
      await deps.realtime.publishUpdate(companyId, `register_${row.id}`)
      return c.json({ register: registerJson(row) })
    } catch (error) {
      if (error instanceof Refusal) return badRequest(c, error.message)
      if (isUniqueViolation(error)) return badRequest(c, REGISTER_TAKEN)
      throw error
    }
  })
}
