import { ApiUserPayloadSchema } from '@pos/core'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { randomSecret, sha256Hex } from '../auth/secrets.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, forbidden, notFound } from '../http/errors.ts'
import { idParam, readBody } from '../http/read-payload.ts'
import { GRANT_REFUSED, mayGrant } from './grants.ts'

const API_USER_PATH = '/api/proxy/apiuser/:id{[0-9]+\\.json}'
const API_USER_COLUMNS = ['id', 'name', 'rights', 'status', 'created', 'updated'] as const

type ApiUserRow = {
  id: number
  name: string
  rights: { pages: string[] }
  status: string
  created: Date
  updated: Date
}

function apiUserJson(row: ApiUserRow) {
  return {
    id: row.id,
    name: row.name,
    rights: row.rights,
    status: row.status,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  }
}

/** A new bearer token: 256 random bits; only its SHA-256 is stored, so it is shown exactly once. */
function newToken(): { token: string; hash: string } {
  const token = `pos_${randomSecret(32)}`
  return { token, hash: sha256Hex(token) }
}

/** API users (spec 3 People, spec 6): rights and a token, behind the `admin.api_users` right. */
export function registerApiUserRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const right = requireRight('admin.api_users')

  app.get('/api/proxy/apiusers.json', right, async (c) => {
    const rows = await db
      .selectFrom('api_users')
      .select(API_USER_COLUMNS)
      .where('company_id', '=', principalOf(c).companyId)
      .orderBy('name')
      .orderBy('id')
      .execute()
    return c.json({ apiusers: rows.map(apiUserJson) })
  })

  app.post('/api/proxy/apiusers.json', right, async (c) => {
    const principal = principalOf(c)
    const parsed = await readBody(c, ApiUserPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error)
    if (!mayGrant(principal, parsed.value.rights.pages)) return forbidden(c, GRANT_REFUSED)
    const { token, hash } = newToken()
    const row = await db
      .insertInto('api_users')
      .values({
        company_id: principal.companyId,
        name: parsed.value.name,
        rights: JSON.stringify(parsed.value.rights),
        status: parsed.value.status,
        token_hash: hash,
      })
      .returning(API_USER_COLUMNS)
      .executeTakeFirstOrThrow()
    return c.json({ apiuser: apiUserJson(row), token })
  })

  app.get(API_USER_PATH, right, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const row = await db
      .selectFrom('api_users')
      .select(API_USER_COLUMNS)
      .where('company_id', '=', principalOf(c).companyId)
      .where('id', '=', id)
      .executeTakeFirst()
    return row ? c.json({ apiuser: apiUserJson(row) }) : notFound(c)
  })

  app.put(API_USER_PATH, right, async (c) => {
    const principal = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const parsed = await readBody(c, ApiUserPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error)
    const current = await db
      .selectFrom('api_users')
      .select('rights')
      .where('company_id', '=', principal.companyId)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!current) return notFound(c)
    const added = parsed.value.rights.pages.filter((page) => !current.rights.pages.includes(page))
    if (!mayGrant(principal, added)) return forbidden(c, GRANT_REFUSED)
    const row = await db
      .updateTable('api_users')
      .set({
        name: parsed.value.name,
        rights: JSON.stringify(parsed.value.rights),
        status: parsed.value.status,
        updated: sql`now()`,
      })
      .where('company_id', '=', principal.companyId)
      .where('id', '=', id)
      .returning(API_USER_COLUMNS)
      .executeTakeFirst()
    return row ? c.json({ apiuser: apiUserJson(row) }) : notFound(c)
  })

  app.delete(API_USER_PATH, right, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const deleted = await db
      .deleteFrom('api_users')
      .where('company_id', '=', principalOf(c).companyId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst()
    return deleted ? c.json({ ok: true }) : notFound(c)
  })

  app.post('/api/proxy/apiuser/:id{[0-9]+}/regenerate.json', right, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const { token, hash } = newToken()
    const row = await db
      .updateTable('api_users')
      .set({ token_hash: hash, updated: sql`now()` })
      .where('company_id', '=', principalOf(c).companyId)
      .where('id', '=', id)
      .returning(API_USER_COLUMNS)
      .executeTakeFirst()
    return row ? c.json({ apiuser: apiUserJson(row), token }) : notFound(c)
  })
}
