import { ReviewFlagListQuerySchema, type ReviewFlagListSchema } from '@pos/core'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { requireAny } from '../http/access.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { idParam, readQuery } from '../http/read-payload.ts'

type FlagRow = {
  id: string | number | bigint
  kind: string
  sale_ref: string
  receipt_number: string
  customer_id: number | null
  first_name: string | null
  last_name: string | null
  serial: string | null
  requested: string | number | bigint
  taken: string | number | bigint
  shortfall: string | number | bigint
  message: string
  created: Date
  resolved: Date | null
}

function flagJson(row: FlagRow) {
  return {
    id: Number(row.id),
    kind: row.kind,
    sale_ref: row.sale_ref,
    receipt_number: row.receipt_number,
    customer_id: row.customer_id,
    customer_name: row.customer_id === null ? null : `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    gift_card_serial: row.serial,
    requested: Number(row.requested),
    taken: Number(row.taken),
    shortfall: Number(row.shortfall),
    message: row.message,
    created: row.created.toISOString(),
    resolved: row.resolved ? row.resolved.toISOString() : null,
  }
}

/**
 * Review flags: offline sales that paid with more store credit, gift card balance or points than was there
 * when they arrived (core RED3). Listed for the customer and gift card screens; marking one reviewed keeps it.
 */
export function registerReviewFlagRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const right = requireAny(['customers', 'product.gift_cards'])

  function flags(companyId: number) {
    return db
      .selectFrom('review_flags as f')
      .leftJoin('customers as c', (join) =>
        join.onRef('c.id', '=', 'f.customer_id').onRef('c.company_id', '=', 'f.company_id'),
      )
      .leftJoin('gift_cards as g', (join) =>
        join.onRef('g.id', '=', 'f.gift_card_id').onRef('g.company_id', '=', 'f.company_id'),
      )
      .select([
        'f.id',
        'f.kind',
        'f.sale_ref',
        'f.receipt_number',
        'f.customer_id',
        'c.first_name',
        'c.last_name',
        'g.serial',
        'f.requested',
        'f.taken',
        'f.shortfall',
        'f.message',
        'f.created',
        'f.resolved',
      ])
      .where('f.company_id', '=', companyId)
  }

  app.get('/api/proxy/reviewflags.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, ReviewFlagListQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const { status, customer_id, serial, limit, page } = query.value
    let filtered = flags(companyId)
    if (status === 'open') filtered = filtered.where('f.resolved', 'is', null)
    if (status === 'resolved') filtered = filtered.where('f.resolved', 'is not', null)
    if (customer_id) filtered = filtered.where('f.customer_id', '=', customer_id)
    if (serial) filtered = filtered.where('g.serial', '=', serial.toUpperCase())
    const { total } = await filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow()
    const rows = await filtered
      .orderBy('f.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute()
    return c.json({ reviewflags: rows.map(flagJson), total: Number(total) } satisfies Sent<
      typeof ReviewFlagListSchema
    >)
  })

  app.post('/api/proxy/reviewflag/:id{[0-9]+}/resolve.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const updated = await db
      .updateTable('review_flags')
      .set({ resolved: sql`coalesce(resolved, now())` })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst()
    if (!updated) return notFound(c)
    const row = await flags(companyId).where('f.id', '=', id).executeTakeFirstOrThrow()
    return c.json({ reviewflag: flagJson(row) })
  })
}
