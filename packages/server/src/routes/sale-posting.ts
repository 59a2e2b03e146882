import {
  type PostedSale,
  PostedSaleSchema,
  parsePayload,
  type SaleBatchResult,
  SaleBatchSchema,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import type { AppDeps, AppEnv, Principal } from '../app-env.ts'
import { accessOf, mayCall, requireAny } from '../http/access.ts'
import { checksSessionItself, principalOf } from '../http/authenticate.ts'
import { badRequest, forbidden, unauthorized } from '../http/errors.ts'
import { readBody } from '../http/read-payload.ts'
import { type PostOutcome, postSale } from '../sales/post-sale.ts'
import { loadSale } from '../sales/sale-json.ts'

type Stored = Exclude<PostOutcome, { staleSession: true }>

/** One sale's posting: its outcome, or that the caller's session is gone or may no longer post sales. */
type Posting = { outcome: Stored } | { denied: 'signed-out' | 'forbidden' }

/**
 * Posting sales (spec 7 POST proxy/sale.json) and a register's queued sales several at a time (POST
 * proxy/sales/batch.json): each sale is stored by `postSale`, all or nothing and idempotent on its client id, so a
 * batch repeated after a lost answer stores nothing twice.
 */
export function registerSalePostingRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  // The sale's statement checks the session again, so a session this process knows skips its lookup.
  const mayPostSales = requireAny(['register.sale'])

  /**
   * Stores one sale for the caller. A session taken from memory that the statement finds changed (nothing was
   * written) is looked up again, as a lookup would have been, and the request goes on as the principal found.
   */
  const post = async (c: Context<AppEnv>, sale: PostedSale): Promise<Posting> => {
    const check = c.get('sessionCheck')
    const outcome = await postSale(deps.database, principalOf(c), sale, new Date(), check)
    if (!('staleSession' in outcome)) return stored(c, outcome)
    const current = await check?.lookUpAgain()
    if (!current) return { denied: 'signed-out' }
    if (!mayCall(current, accessOf(mayPostSales)!, 'POST')) return { denied: 'forbidden' }
    c.set('principal', current)
    c.set('sessionCheck', undefined)
    const again = await postSale(deps.database, current, sale, new Date())
    if ('staleSession' in again) throw new Error('a sale posted without a session check found it stale')
    return stored(c, again)
  }

  /** Tells the registers of the fulfillments' warehouses that a stored sale made some. */
  const stored = async (c: Context<AppEnv>, outcome: Stored): Promise<Posting> => {
    const principal: Principal = principalOf(c)
    if (outcome.ok) {
      for (const warehouseId of outcome.fulfillmentWarehouses ?? []) {
        await deps.realtime.publishUpdate(principal.companyId, 'fulfillment')
        await deps.realtime.publishUpdate(principal.companyId, `fulfillment_${warehouseId}`)
      }
    }
    return { outcome }
  }

  const denied = (c: Context<AppEnv>, why: 'signed-out' | 'forbidden') =>
    why === 'signed-out' ? unauthorized(c) : forbidden(c)

  checksSessionItself('POST', '/api/proxy/sale.json')
  app.post('/api/proxy/sale.json', mayPostSales, async (c) => {
    const parsed = await readBody(c, PostedSaleSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const posting = await post(c, parsed.value)
    if ('denied' in posting) return denied(c, posting.denied)
    const { outcome } = posting
    if (!outcome.ok) return badRequest(c, outcome.error)
    // A new sale is answered from what was written; a repeat reads the stored one.
    const loaded = outcome.loaded ?? (await loadSale(db, principalOf(c).companyId, outcome.id))
    if (!loaded) throw new Error('a stored sale could not be read back')
    return c.json({ id: outcome.id, replayed: outcome.replayed, sale: loaded.sale, totals: loaded.totals })
  })

  // A register's queue sent several sales at a time: one request, one session check and one answer for all of
  // them, which is most of what delivering a queued sale cost. Each sale is answered on its own: stored (with its
  // id, the first one's for a repeat) or refused with the message the single POST would give, in the order sent.
  checksSessionItself('POST', '/api/proxy/sales/batch.json')
  app.post('/api/proxy/sales/batch.json', mayPostSales, async (c) => {
    const parsed = await readBody(c, SaleBatchSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const results: SaleBatchResult[] = []
    for (const body of parsed.value.sales) {
      const sale = parsePayload(PostedSaleSchema, body)
      if (!sale.ok) {
        results.push({ error: sale.error, ...(sale.field ? { field: sale.field } : {}) })
        continue
      }
      const posting = await post(c, sale.value)
      // The session went while the batch was stored: what was stored stays stored (a repeat finds it).
      if ('denied' in posting) return denied(c, posting.denied)
      const { outcome } = posting
      results.push(outcome.ok ? { id: outcome.id, replayed: outcome.replayed } : { error: outcome.error })
    }
    return c.json({ results })
  })
}
