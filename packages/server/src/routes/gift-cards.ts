import {
  balanceAdjustmentPosting,
  GIFT_CARD_MESSAGES,
  GiftCardAdjustmentSchema,
  GiftCardCreatePayloadSchema,
  GiftCardListQuerySchema,
  GiftCardSettingsSchema,
  type GiftCardTransactions,
  GiftCardUpdatePayloadSchema,
  giftCardExpiry,
  withRunningBalance,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import { type Kysely, sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { adjustBalance } from '../books/balance-adjustment.ts'
import { postEvent } from '../books/event-journal.ts'
import { Refusal } from '../db/admin-invariants.ts'
import { companyHas } from '../db/company-rows.ts'
import { isUniqueViolation } from '../db/errors.ts'
import type { Database } from '../db/schema.ts'
import { lockGiftCard, moveGiftCard } from '../gift-cards/balance.ts'
import { giftCardJson } from '../gift-cards/gift-card-json.ts'
import { newSerial } from '../gift-cards/serial.ts'
import { requireAny } from '../http/access.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, refusedMidWrite } from '../http/errors.ts'
import { readBody, readQuery } from '../http/read-payload.ts'
import { likePattern } from '../reasons/like-pattern.ts'
import { reasonOfKind } from '../reasons/reason-of-kind.ts'

const GIFT_CARD_REASON_NEEDED = 'Please choose a gift card reason'
const CUSTOMER_NOT_FOUND = 'Please choose a customer of this company'
/** A serial in a path: letters, digits, - and _ (the id parameter is the serial, spec 7). */
const CARD_PATH = '/api/proxy/giftcard/:id{[A-Za-z0-9_-]+\\.json}'
const CARD_ACTION = (action: string) => `/api/proxy/giftcard/:id{[A-Za-z0-9_-]+}/${action}.json`

function serialParam(c: Context): string {
  return (c.req.param('id') ?? '')
    .replace(/\.json$/, '')
    .trim()
    .toUpperCase()
}

function failure(c: Context<AppEnv>, error: unknown) {
  if (isUniqueViolation(error)) return badRequest(c, GIFT_CARD_MESSAGES.serialTaken)
  if (error instanceof Refusal) return refusedMidWrite(c, error)
  throw error
}

function cardQuery(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('gift_cards as g')
    .leftJoin('reasons as r', 'r.id', 'g.reason_id')
    .leftJoin('customers as cu', (join) =>
      join.onRef('cu.id', '=', 'g.customer_id').onRef('cu.company_id', '=', 'g.company_id'),
    )
    .select([
      'g.id',
      'g.serial',
      'g.value',
      'g.current_amount',
      'g.reason_id',
      'r.name as reason',
      'g.customer_id',
      'cu.first_name as customer_first_name',
      'cu.last_name as customer_last_name',
      'g.expiration',
      'g.created',
      'g.updated',
    ])
    .where('g.company_id', '=', companyId)
}

/**
 * Gift cards (spec 2 /product/gift-cards, spec 3) behind `product.gift_cards`; the register reads one by
 * serial (spec 7 GET /proxy/giftcard/{serial}.json) with `register.sale` or `register.gift_card_check`.
 * Every change of balance is a transaction (who, when, how much, why) under the card's row lock.
 */
export function registerGiftCardRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const manage = requireRight('product.gift_cards')
  const read = requireAny(['product.gift_cards', 'register.sale', 'register.gift_card_check'])

  app.get('/api/proxy/giftcards.json', manage, async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, GiftCardListQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const { search, status, limit, page } = query.value
    const now = new Date()
    let filtered = cardQuery(db, companyId)
    if (search) {
      const pattern = likePattern(search)
      filtered = filtered.where((eb) =>
        eb.or([
          eb('g.serial', 'ilike', pattern),
          eb(sql<string>`cu.first_name || ' ' || cu.last_name`, 'ilike', pattern),
        ]),
      )
    }
    if (status === 'expired') filtered = filtered.where('g.expiration', '<', now)
    if (status === 'used' || status === 'active') {
      filtered = filtered
        .where((eb) => eb.or([eb('g.expiration', 'is', null), eb('g.expiration', '>=', now)]))
        .where('g.current_amount', status === 'used' ? '<=' : '>', 0)
    }
    const { total } = await filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow()
    const rows = await filtered
      .orderBy('g.created', 'desc')
      .orderBy('g.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute()
    return c.json({ giftcards: rows.map((row) => giftCardJson(row, now)), total: Number(total) })
  })

  app.post('/api/proxy/giftcards.json', manage, async (c) => {
    const principal = principalOf(c)
    const { companyId } = principal
    const parsed = await readBody(c, GiftCardCreatePayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const input = parsed.value
    try {
      const serial = await db.transaction().execute(async (trx) => {
        const reason = await reasonOfKind(trx, companyId, 'gift_card', input.reason_id)
        if (!reason) {
          const any = await trx
            .selectFrom('reasons')
            .select('id')
            .where('company_id', '=', companyId)
            .where('kind', '=', 'gift_card')
            .executeTakeFirst()
          throw new Refusal(any ? GIFT_CARD_REASON_NEEDED : GIFT_CARD_MESSAGES.noReasons)
        }
        if (input.customer_id !== null) {
          if (!(await companyHas(trx, 'customers', companyId, input.customer_id)))
            throw new Refusal(CUSTOMER_NOT_FOUND)
        }
        const company = await trx
          .selectFrom('companies')
          .select('gift_card_validity_days')
          .where('id', '=', companyId)
          .executeTakeFirstOrThrow()
        const now = new Date()
        const card = await trx
          .insertInto('gift_cards')
          .values({
            company_id: companyId,
            serial: input.serial || newSerial(),
            value: input.value,
            current_amount: 0,
            reason_id: input.reason_id,
            customer_id: input.customer_id,
            expiration: giftCardExpiry(now, company.gift_card_validity_days),
          })
          .returning(['id', 'serial'])
          .executeTakeFirstOrThrow()
        await moveGiftCard(trx, {
          companyId,
          giftCardId: card.id,
          amount: input.value,
          description: `Issued: ${reason.name}`,
          reasonId: input.reason_id,
          saleRef: null,
          principal,
        })
        // Issued from the back office, not sold: the liability is a discount given [GL4], posted with it.
        await postEvent(
          trx,
          companyId,
          {
            narration: `Gift card ${card.serial} issued: ${reason.name}`,
            sourceKind: 'gift_card_issue',
            sourceId: card.id,
          },
          balanceAdjustmentPosting('gift_cards', input.value),
        )
        return card.serial
      })
      const row = await cardQuery(db, companyId).where('g.serial', '=', serial).executeTakeFirstOrThrow()
      return c.json({ giftcard: giftCardJson(row, new Date()) })
    } catch (error) {
      return failure(c, error)
    }
  })

  app.get(CARD_PATH, read, async (c) => {
    const { companyId } = principalOf(c)
    const row = await cardQuery(db, companyId).where('g.serial', '=', serialParam(c)).executeTakeFirst()
    return row
      ? c.json({ giftcard: giftCardJson(row, new Date()) })
      : c.json({ error: GIFT_CARD_MESSAGES.notFound }, 404)
  })

  app.put(CARD_PATH, manage, async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, GiftCardUpdatePayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const serial = serialParam(c)
    try {
      if (parsed.value.customer_id !== null) {
        if (!(await companyHas(db, 'customers', companyId, parsed.value.customer_id)))
          throw new Refusal(CUSTOMER_NOT_FOUND)
      }
      const updated = await db
        .updateTable('gift_cards')
        .set({
          customer_id: parsed.value.customer_id,
          expiration: parsed.value.expiration,
          updated: sql`now()`,
        })
        .where('company_id', '=', companyId)
        .where('serial', '=', serial)
        .returning('id')
        .executeTakeFirst()
      if (!updated) return c.json({ error: GIFT_CARD_MESSAGES.notFound }, 404)
      const row = await cardQuery(db, companyId).where('g.serial', '=', serial).executeTakeFirstOrThrow()
      return c.json({ giftcard: giftCardJson(row, new Date()) })
    } catch (error) {
      return failure(c, error)
    }
  })

  /** Every change of the card's balance, newest first: who, when, how much and why. */
  app.get(CARD_ACTION('transactions'), manage, async (c) => {
    const { companyId } = principalOf(c)
    const card = await db
      .selectFrom('gift_cards')
      .select('id')
      .where('company_id', '=', companyId)
      .where('serial', '=', serialParam(c))
      .executeTakeFirst()
    if (!card) return c.json({ error: GIFT_CARD_MESSAGES.notFound }, 404)
    const rows = await db
      .selectFrom('gift_card_transactions as t')
      .leftJoin('reasons as r', 'r.id', 't.reason_id')
      .leftJoin('users as u', 'u.id', 't.user_id')
      .leftJoin('api_users as a', 'a.id', 't.api_user_id')
      .select([
        't.id',
        't.created',
        't.amount',
        't.description',
        't.sale_ref',
        'r.name as reason',
        'u.first_name',
        'u.last_name',
        'a.name as api_user',
      ])
      .where('t.company_id', '=', companyId)
      .where('t.gift_card_id', '=', card.id)
      .orderBy('t.id')
      .execute()
    const transactions = withRunningBalance(rows, (row) => Number(row.amount)).map(({ entry, balance }) => ({
      id: Number(entry.id),
      date: entry.created.toISOString(),
      amount: Number(entry.amount),
      balance,
      description: entry.description,
      reason: entry.reason ?? null,
      by: entry.first_name
        ? `${entry.first_name} ${entry.last_name}`
        : (entry.api_user ?? (entry.sale_ref ? 'Register' : null)),
    }))
    return c.json({ transactions: transactions.reverse() } satisfies GiftCardTransactions)
  })

  /** A manual change of balance with a gift card reason: never below zero, under the card's lock. */
  app.post(CARD_ACTION('adjust'), manage, async (c) => {
    const principal = principalOf(c)
    const { companyId } = principal
    const parsed = await readBody(c, GiftCardAdjustmentSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const adjustment = parsed.value
    try {
      const balance = await db.transaction().execute(async (trx) => {
        const card = await lockGiftCard(trx, companyId, serialParam(c))
        if (!card) return undefined
        const reasoned = {
          kind: 'gift_card',
          reasonId: adjustment.reason_id,
          amount: adjustment.amount,
          reasonNeeded: GIFT_CARD_REASON_NEEDED,
        } as const
        return adjustBalance(trx, companyId, reasoned, (reasonName) =>
          moveGiftCard(trx, {
            companyId,
            giftCardId: card.id,
            amount: adjustment.amount,
            description: adjustment.description || reasonName,
            reasonId: adjustment.reason_id,
            saleRef: null,
            principal,
          }),
        )
      })
      if (balance === undefined) return c.json({ error: GIFT_CARD_MESSAGES.notFound }, 404)
      const row = await cardQuery(db, companyId)
        .where('g.serial', '=', serialParam(c))
        .executeTakeFirstOrThrow()
      return c.json({ giftcard: giftCardJson(row, new Date()) })
    } catch (error) {
      return failure(c, error)
    }
  })

  /** The company's gift card validity in days (spec 9), used for the expiration of new cards. */
  app.get('/api/proxy/giftcardsettings.json', manage, async (c) => {
    const { companyId } = principalOf(c)
    const row = await db
      .selectFrom('companies')
      .select('gift_card_validity_days')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow()
    return c.json({ settings: row })
  })

  app.put('/api/proxy/giftcardsettings.json', requireRight('admin.company'), async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, GiftCardSettingsSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const row = await db
      .updateTable('companies')
      .set({ gift_card_validity_days: parsed.value.gift_card_validity_days, updated: sql`now()` })
      .where('id', '=', companyId)
      .returning('gift_card_validity_days')
      .executeTakeFirstOrThrow()
    return c.json({ settings: row })
  })
}
