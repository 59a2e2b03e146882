import {
  CashDrawerPayloadSchema,
  CloseRegisterPayloadSchema,
  cashCountTotal,
  cashVariance,
  closeNeedsConfirmation,
  closeVariancePosting,
  type DrawerOpenedSchema,
  type DrawerOpeningsSchema,
  denominations,
  OpenRegisterPayloadSchema,
  type PayloadSchema,
  type PettyCashAddedSchema,
  type PettyCashListSchema,
  PettyCashPayloadSchema,
  REGISTER_MESSAGES,
  type RegisterClosedSchema,
  type RegisterContextAnswerSchema,
  type RegisterDaySchema,
  type RegisterOpenedSchema,
  tillPettyCashPosting,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import { visibleRow } from '../admin/restrictions.ts'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { postEvent } from '../books/event-journal.ts'
import { companyCurrency } from '../db/company-rows.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { companyReceiptLayouts } from '../email/company-templates.ts'
import { requireAny } from '../http/access.ts'
import { userIdOf } from '../http/acting-user.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { idParam, readBody } from '../http/read-payload.ts'
import { reasonOfKind } from '../reasons/reason-of-kind.ts'
import { registerStoreRefusal } from '../register/assigned-store.ts'
import { drawerFigures, sessionTenders } from '../register/drawer.ts'
import { registerJson, sessionJson, storeJson, templateJson } from '../register/register-json.ts'
import { REGISTER_READERS } from './register-setup.ts'

/**
 * The register day (spec 2 /register/open-close, petty-cash, open-cash-drawer; spec 4 "Register: open or
 * closed for the day"): GET /api/register/{id} (spec 7), the open session with its expected cash, open
 * with a float, close with a cash count, petty cash and cash drawer openings. Each change publishes
 * `register_{id}`.
 */
export function registerRegisterDayRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const read = requireAny([...REGISTER_READERS])

  /** The register the path names: none when it is another company's or of a store outside the user's groups. */
  async function registerOf(c: Context<AppEnv>) {
    const id = idParam(c)
    if (!id) return undefined
    const principal = principalOf(c)
    return db
      .selectFrom('registers')
      .selectAll()
      .where('company_id', '=', principal.companyId)
      .where('id', '=', id)
      .where(visibleRow(principal, 'registers'))
      .executeTakeFirst()
  }

  /**
   * What every change of a register starts with: the register the path names (404 when none), the payload
   * (400 when unreadable) and who sends it, refused (400) when the register's store is not one they may work in.
   */
  async function registerChange<S extends PayloadSchema>(c: Context<AppEnv>, schema: S) {
    const register = await registerOf(c)
    if (!register) return { refused: notFound(c) }
    const parsed = await readBody(c, schema)
    if (!parsed.ok) return { refused: badRequest(c, parsed.error, parsed.field) }
    const principal = principalOf(c)
    const refusal = await registerStoreRefusal(db, principal, register.store_id)
    if (refusal) return { refused: badRequest(c, refusal) }
    return { register, payload: parsed.value, principal }
  }

  async function openSession(companyId: number, registerId: number) {
    return db
      .selectFrom('register_sessions')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('register_id', '=', registerId)
      .where('closed', 'is', null)
      .executeTakeFirst()
  }

  app.get('/api/register/:id{[0-9]+}', read, async (c) => {
    const register = await registerOf(c)
    if (!register) return notFound(c)
    const { companyId } = principalOf(c)
    const [store, template, session, layouts] = await Promise.all([
      db
        .selectFrom('stores')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('id', '=', register.store_id)
        .executeTakeFirstOrThrow(),
      register.register_template_id === null
        ? undefined
        : db
            .selectFrom('register_templates')
            .selectAll()
            .where('company_id', '=', companyId)
            .where('id', '=', register.register_template_id)
            .executeTakeFirst(),
      openSession(companyId, register.id),
      companyReceiptLayouts(db, companyId),
    ])
    return c.json({
      register: {
        ...registerJson(register),
        template: template ? templateJson(template) : null,
        // The company's receipt print templates (issue 16), kept by the register to print offline too.
        receipt_layouts: layouts,
        store: storeJson(store),
      },
      session: session ? sessionJson(session) : null,
    } satisfies Sent<typeof RegisterContextAnswerSchema>)
  })

  app.get('/api/proxy/register/:id{[0-9]+}/session.json', read, async (c) => {
    const register = await registerOf(c)
    if (!register) return notFound(c)
    const { companyId } = principalOf(c)
    const session = await openSession(companyId, register.id)
    const last = session
      ? undefined
      : await db
          .selectFrom('register_sessions')
          .selectAll()
          .where('company_id', '=', companyId)
          .where('register_id', '=', register.id)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()
    const cur = await companyCurrency(db, companyId)
    return c.json({
      register: registerJson(register),
      currency: cur,
      denominations: denominations(cur),
      session: session ? sessionJson(session) : null,
      drawer: session ? await drawerFigures(db, companyId, session.id, Number(session.opening_float)) : null,
      tenders: session ? await sessionTenders(db, companyId, session.id) : [],
      last_closed: last ? sessionJson(last) : null,
    } satisfies Sent<typeof RegisterDaySchema>)
  })

  app.post('/api/proxy/register/:id{[0-9]+}/open.json', requireAny(['register.open_close']), async (c) => {
    const change = await registerChange(c, OpenRegisterPayloadSchema)
    if ('refused' in change) return change.refused
    const { register, payload, principal } = change
    try {
      const session = await db
        .insertInto('register_sessions')
        .values({
          company_id: principal.companyId,
          register_id: register.id,
          store_id: register.store_id,
          opened_by: userIdOf(principal),
          opening_float: payload.float,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      await deps.realtime.publishUpdate(principal.companyId, `register_${register.id}`)
      return c.json({ session: sessionJson(session) } satisfies Sent<typeof RegisterOpenedSchema>)
    } catch (error) {
      if (isUniqueViolation(error)) return badRequest(c, REGISTER_MESSAGES.registerAlreadyOpen)
      throw error
    }
  })

  app.post('/api/proxy/register/:id{[0-9]+}/close.json', requireAny(['register.open_close']), async (c) => {
    const change = await registerChange(c, CloseRegisterPayloadSchema)
    if ('refused' in change) return change.refused
    const { register, payload, principal } = change
    const { companyId } = principal
    const counted = cashCountTotal(payload.counts, await companyCurrency(db, companyId))
    if (!counted.ok) return badRequest(c, counted.error.message)
    const closed = await db.transaction().execute(async (trx) => {
      const session = await trx
        .selectFrom('register_sessions')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('register_id', '=', register.id)
        .where('closed', 'is', null)
        .forUpdate()
        .executeTakeFirst()
      if (!session) return { error: REGISTER_MESSAGES.registerNotOpen } as const
      const drawer = await drawerFigures(trx, companyId, session.id, Number(session.opening_float))
      const tenders = await sessionTenders(trx, companyId, session.id)
      const variance = cashVariance(counted.value, drawer.expected)
      if (closeNeedsConfirmation(counted.value, drawer.expected) && !payload.confirm_variance) {
        return {
          error: REGISTER_MESSAGES.confirmVariance,
          variance,
          expected: drawer.expected,
          counted: counted.value,
        } as const
      }
      const row = await trx
        .updateTable('register_sessions')
        .set({
          closed: new Date(),
          closed_by: userIdOf(principal),
          counted: counted.value,
          expected: drawer.expected,
          variance,
          counts: JSON.stringify(payload.counts),
          summary: JSON.stringify({ drawer, tenders }),
          note: payload.note,
        })
        .where('id', '=', session.id)
        .returningAll()
        .executeTakeFirstOrThrow()
      // The cash over or short goes to the books with the close [GL6], once (the session closes once).
      await postEvent(
        trx,
        companyId,
        {
          narration: `Register ${register.name} closed: cash ${variance >= 0 ? 'over' : 'short'}`,
          sourceKind: 'register_close',
          sourceId: session.id,
          userId: userIdOf(principal),
        },
        closeVariancePosting(counted.value, drawer.expected),
      )
      return { session: row, drawer, tenders } as const
    })
    if ('error' in closed) {
      const { error, ...figures } = closed
      return c.json({ error, ...figures }, 400)
    }
    await deps.realtime.publishUpdate(companyId, `register_${register.id}`)
    return c.json({
      session: sessionJson(closed.session),
      drawer: closed.drawer,
      tenders: closed.tenders,
    } satisfies Sent<typeof RegisterClosedSchema>)
  })

  app.get('/api/proxy/register/:id{[0-9]+}/pettycash.json', read, async (c) => {
    const register = await registerOf(c)
    if (!register) return notFound(c)
    const { companyId } = principalOf(c)
    const session = await openSession(companyId, register.id)
    // The petty cash reasons come with the list: the screen needs them without the reason codes right.
    const reasons = await db
      .selectFrom('reasons')
      .select(['id', 'name'])
      .where('company_id', '=', companyId)
      .where('kind', '=', 'petty_cash')
      .orderBy('name')
      .execute()
    if (!session)
      return c.json({ open: false, pettycash: [], reasons } satisfies Sent<typeof PettyCashListSchema>)
    const rows = await db
      .selectFrom('petty_cash')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('register_session_id', '=', session.id)
      .orderBy('id', 'desc')
      .execute()
    return c.json({
      open: true,
      reasons,
      pettycash: rows.map((row) => ({
        id: row.id,
        amount: Number(row.amount),
        reason_id: row.reason_id,
        reason: row.reason,
        note: row.note,
        user_id: row.user_id,
        created: row.created.toISOString(),
      })),
    } satisfies Sent<typeof PettyCashListSchema>)
  })

  app.post(
    '/api/proxy/register/:id{[0-9]+}/pettycash.json',
    requireAny(['register.petty_cash']),
    async (c) => {
      const change = await registerChange(c, PettyCashPayloadSchema)
      if ('refused' in change) return change.refused
      const { register, payload, principal } = change
      const { companyId } = principal
      const reason = await reasonOfKind(db, companyId, 'petty_cash', payload.reason_id)
      if (!reason) return badRequest(c, REGISTER_MESSAGES.noPettyCashReason)
      const session = await openSession(companyId, register.id)
      if (!session) return badRequest(c, REGISTER_MESSAGES.registerNotOpen)
      // The entry and its posting [GL5] in one transaction: the books move with the drawer, once.
      const row = await db.transaction().execute(async (trx) => {
        const entry = await trx
          .insertInto('petty_cash')
          .values({
            company_id: companyId,
            register_session_id: session.id,
            register_id: register.id,
            amount: payload.amount,
            reason_id: reason.id,
            reason: reason.name,
            note: payload.note,
            user_id: userIdOf(principal),
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        await postEvent(
          trx,
          companyId,
          {
            narration: `Petty cash: ${reason.name}${payload.note ? ` (${payload.note})` : ''}`,
            sourceKind: 'petty_cash',
            sourceId: Number(entry.id),
            userId: userIdOf(principal),
          },
          tillPettyCashPosting(Number(entry.amount)),
        )
        return entry
      })
      await deps.realtime.publishUpdate(companyId, `register_${register.id}`)
      return c.json({
        pettycash: {
          id: row.id,
          amount: Number(row.amount),
          reason_id: row.reason_id,
          reason: row.reason,
          note: row.note,
          user_id: row.user_id,
          created: row.created.toISOString(),
        },
        drawer: await drawerFigures(db, companyId, session.id, Number(session.opening_float)),
      } satisfies Sent<typeof PettyCashAddedSchema>)
    },
  )

  app.post(
    '/api/proxy/register/:id{[0-9]+}/cashdrawer.json',
    requireAny(['register.open_cash_drawer', 'register.sale']),
    async (c) => {
      const change = await registerChange(c, CashDrawerPayloadSchema)
      if ('refused' in change) return change.refused
      const { register, payload, principal } = change
      const row = await db
        .insertInto('cash_drawer_openings')
        .values({
          company_id: principal.companyId,
          register_id: register.id,
          user_id: userIdOf(principal),
          reason: payload.reason,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      return c.json({
        opening: {
          id: row.id,
          register_id: row.register_id,
          user_id: row.user_id,
          reason: row.reason,
          created: row.created.toISOString(),
        },
      } satisfies Sent<typeof DrawerOpenedSchema>)
    },
  )

  app.get('/api/proxy/register/:id{[0-9]+}/cashdrawer.json', read, async (c) => {
    const register = await registerOf(c)
    if (!register) return notFound(c)
    const rows = await db
      .selectFrom('cash_drawer_openings as o')
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'o.user_id').onRef('u.company_id', '=', 'o.company_id'),
      )
      .select(['o.id', 'o.reason', 'o.created', 'o.user_id', 'u.first_name', 'u.last_name'])
      .where('o.company_id', '=', principalOf(c).companyId)
      .where('o.register_id', '=', register.id)
      .orderBy('o.id', 'desc')
      .limit(50)
      .execute()
    return c.json({
      openings: rows.map((row) => ({
        id: row.id,
        reason: row.reason,
        created: row.created.toISOString(),
        user_id: row.user_id,
        user: row.first_name === null ? null : `${row.first_name} ${row.last_name}`.trim(),
      })),
    } satisfies Sent<typeof DrawerOpeningsSchema>)
  })
}
