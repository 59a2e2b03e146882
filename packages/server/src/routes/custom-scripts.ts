import { CustomScriptPayloadSchema } from '@pos/core'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { isoNow } from '../catalog/json.ts'
import { requireCacheOrRight } from '../catalog/register-access.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { idParam, readBody } from '../http/read-payload.ts'

const COLUMNS = ['id', 'scope', 'script', 'created', 'updated'] as const

function scriptJson(row: { id: number; scope: string; script: string; created: Date; updated: Date }) {
  return { ...row, created: isoNow(row.created), updated: isoNow(row.updated) }
}

/**
 * Custom scripts (spec 3 custom_script, spec 7 GET /custom-scripts → [{scope, script}]). The admin screen
 * comes in a later issue; these routes create, change and delete them.
 */
export function registerCustomScriptRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const right = requireRight('admin.custom_scripts')

  app.get('/api/custom-scripts', requireCacheOrRight('custom_scripts', 'admin.custom_scripts'), async (c) => {
    const rows = await db
      .selectFrom('custom_scripts')
      .select(['scope', 'script'])
      .where('company_id', '=', principalOf(c).companyId)
      .orderBy('id')
      .execute()
    return c.json(rows)
  })

  app.get('/api/proxy/customscripts.json', right, async (c) => {
    const rows = await db
      .selectFrom('custom_scripts')
      .select(COLUMNS)
      .where('company_id', '=', principalOf(c).companyId)
      .orderBy('id')
      .execute()
    return c.json({ customscripts: rows.map(scriptJson), total: rows.length })
  })

  app.post('/api/proxy/customscripts.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, CustomScriptPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error)
    const row = await db
      .insertInto('custom_scripts')
      .values({ company_id: companyId, ...parsed.value })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow()
    await deps.realtime.publishUpdate(companyId, 'custom_scripts')
    return c.json({ customscript: scriptJson(row) })
  })

  app.get('/api/proxy/customscript/:id{[0-9]+\\.json}', right, async (c) => {
    const id = idParam(c)
    const row = id
      ? await db
          .selectFrom('custom_scripts')
          .select(COLUMNS)
          .where('company_id', '=', principalOf(c).companyId)
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined
    return row ? c.json({ customscript: scriptJson(row) }) : notFound(c)
  })

  app.put('/api/proxy/customscript/:id{[0-9]+\\.json}', right, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const exists = await db
      .selectFrom('custom_scripts')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!exists) return notFound(c)
    const parsed = await readBody(c, CustomScriptPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error)
    const row = await db
      .updateTable('custom_scripts')
      .set({ ...parsed.value, updated: sql`now()` })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow()
    await deps.realtime.publishUpdate(companyId, 'custom_scripts')
    return c.json({ customscript: scriptJson(row) })
  })

  app.delete('/api/proxy/customscript/:id{[0-9]+\\.json}', right, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const result = await db
      .deleteFrom('custom_scripts')
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .returning('id')
      .execute()
    if (result.length === 0) return notFound(c)
    await deps.realtime.publishUpdate(companyId, 'custom_scripts')
    return c.json({ ok: true })
  })
}
