import { OptionTemplatePayloadSchema } from '@pos/core'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { isoNow } from '../catalog/json.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { idParam, readBody } from '../http/read-payload.ts'

export const TEMPLATE_NAME_TAKEN = 'An option template with this name already exists'
const COLUMNS = ['id', 'name', 'options', 'created', 'updated'] as const

function templateJson(row: { id: number; name: string; options: unknown; created: Date; updated: Date }) {
  return { ...row, created: isoNow(row.created), updated: isoNow(row.updated) }
}

/** Option templates (spec 2 /product/option-templates): named options with values to start products from. */
export function registerOptionTemplateRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const right = requireRight('product.option_templates')
  // The product form offers the templates too.
  const readRight = requireRight('product.products')

  app.get(
    '/api/proxy/optiontemplates.json',
    async (c, next) => {
      const pages = c.get('principal')?.rights.pages ?? []
      return (pages.includes('product.option_templates') ? right : readRight)(c, next)
    },
    async (c) => {
      const rows = await db
        .selectFrom('option_templates')
        .select(COLUMNS)
        .where('company_id', '=', principalOf(c).companyId)
        .orderBy('name')
        .orderBy('id')
        .execute()
      return c.json({ optiontemplates: rows.map(templateJson), total: rows.length })
    },
  )

  app.post('/api/proxy/optiontemplates.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, OptionTemplatePayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error)
    try {
      const row = await db
        .insertInto('option_templates')
        .values({
          company_id: companyId,
          name: parsed.value.name,
          options: JSON.stringify(parsed.value.options),
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow()
      return c.json({ optiontemplate: templateJson(row) })
    } catch (error) {
      if (isUniqueViolation(error, 'option_templates_company_name')) return badRequest(c, TEMPLATE_NAME_TAKEN)
      throw error
    }
  })

  app.get('/api/proxy/optiontemplate/:id{[0-9]+\\.json}', right, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const row = await db
      .selectFrom('option_templates')
      .select(COLUMNS)
      .where('company_id', '=', principalOf(c).companyId)
      .where('id', '=', id)
      .executeTakeFirst()
    return row ? c.json({ optiontemplate: templateJson(row) }) : notFound(c)
  })

  app.put('/api/proxy/optiontemplate/:id{[0-9]+\\.json}', right, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const exists = await db
      .selectFrom('option_templates')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!exists) return notFound(c)
    const parsed = await readBody(c, OptionTemplatePayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error)
    try {
      const row = await db
        .updateTable('option_templates')
        .set({ name: parsed.value.name, options: JSON.stringify(parsed.value.options), updated: sql`now()` })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow()
      return c.json({ optiontemplate: templateJson(row) })
    } catch (error) {
      if (isUniqueViolation(error, 'option_templates_company_name')) return badRequest(c, TEMPLATE_NAME_TAKEN)
      throw error
    }
  })

  app.delete('/api/proxy/optiontemplate/:id{[0-9]+\\.json}', right, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const result = await db
      .deleteFrom('option_templates')
      .where('company_id', '=', principalOf(c).companyId)
      .where('id', '=', id)
      .returning('id')
      .execute()
    return result.length > 0 ? c.json({ ok: true }) : notFound(c)
  })
}
