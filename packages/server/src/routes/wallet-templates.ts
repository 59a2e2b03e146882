import {
  WalletTemplateListQuerySchema,
  type WalletTemplatePayload,
  WalletTemplatePayloadSchema,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { idParam, readBody, readQuery } from '../http/read-payload.ts'
import { TEMPLATE_COLUMNS, templateJson } from '../wallet/template-json.ts'

const TEMPLATE_PATH = '/api/proxy/wallettemplate/:id{[0-9]+\\.json}'
const STORES_NOT_FOUND = 'Please choose stores of this company'

/**
 * Wallet pass templates (spec 2 /admin/wallet/templates, spec 3, 5) behind `admin.wallet`. Every body goes
 * through core's rules (labels, details, types, at most 10 stores, the {points} placeholder).
 */
export function registerWalletTemplateRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const right = requireRight('admin.wallet')

  async function storesBelong(companyId: number, template: WalletTemplatePayload): Promise<boolean> {
    if (template.store_ids.length === 0) return true
    const found = await db
      .selectFrom('stores')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', 'in', template.store_ids)
      .execute()
    return found.length === template.store_ids.length
  }

  async function readTemplate(c: Context<AppEnv>, companyId: number) {
    const parsed = await readBody(c, WalletTemplatePayloadSchema)
    if (!parsed.ok) return parsed
    if (!(await storesBelong(companyId, parsed.value))) return { ok: false as const, error: STORES_NOT_FOUND }
    return parsed
  }

  app.get('/api/proxy/wallettemplates.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, WalletTemplateListQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    let filtered = db
      .selectFrom('wallet_templates')
      .select(TEMPLATE_COLUMNS)
      .where('company_id', '=', companyId)
    if (query.value.kind) filtered = filtered.where('kind', '=', query.value.kind)
    const rows = await filtered.orderBy(sql`lower(name)`).orderBy('id').execute()
    return c.json({ wallettemplates: rows.map(templateJson), total: rows.length })
  })

  app.post('/api/proxy/wallettemplates.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readTemplate(c, companyId)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const { kind, name, ...data } = parsed.value
    const row = await db
      .insertInto('wallet_templates')
      .values({ company_id: companyId, kind, name, data: JSON.stringify(data) })
      .returning(TEMPLATE_COLUMNS)
      .executeTakeFirstOrThrow()
    return c.json({ wallettemplate: templateJson(row) })
  })

  app.get(TEMPLATE_PATH, right, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const row = await db
      .selectFrom('wallet_templates')
      .select(TEMPLATE_COLUMNS)
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst()
    return row ? c.json({ wallettemplate: templateJson(row) }) : notFound(c)
  })

  app.put(TEMPLATE_PATH, right, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const parsed = await readTemplate(c, companyId)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const { kind, name, ...data } = parsed.value
    const row = await db
      .updateTable('wallet_templates')
      .set({ name, data: JSON.stringify(data), updated: sql`now()` })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .where('kind', '=', kind)
      .returning(TEMPLATE_COLUMNS)
      .executeTakeFirst()
    return row ? c.json({ wallettemplate: templateJson(row) }) : notFound(c)
  })

  app.delete(TEMPLATE_PATH, right, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const row = await db
      .deleteFrom('wallet_templates')
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst()
    return row ? c.json({ ok: true }) : notFound(c)
  })
}
