import { GroupPayloadSchema } from '@pos/core'
import type { Context, Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { keepAnAdministrator, lockCompany, Refusal } from '../db/admin-invariants.ts'
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, forbidden, notFound } from '../http/errors.ts'
import { idParam, readBody } from '../http/read-payload.ts'
import { GRANT_REFUSED, mayGrant } from './grants.ts'

export const GROUP_NAME_TAKEN = 'A group with this name already exists'
export const GROUP_IN_USE = 'This group still has users'

const GROUP_PATH = '/api/proxy/group/:id{[0-9]+\\.json}'

type GroupRow = {
  id: number
  name: string
  rights: { pages: string[]; caches: string[] }
  user_count: string | number | bigint
  created: Date
  updated: Date
}

/** A security group as JSON: its rights and how many users it has. */
function groupJson(row: GroupRow) {
  return {
    id: row.id,
    name: row.name,
    rights: row.rights,
    user_count: Number(row.user_count),
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  }
}

function failure(c: Context<AppEnv>, error: unknown) {
  if (isUniqueViolation(error)) return badRequest(c, GROUP_NAME_TAKEN)
  if (isForeignKeyViolation(error)) return badRequest(c, GROUP_IN_USE)
  if (error instanceof Refusal) return c.json({ error: error.message }, error.status)
  throw error
}

/** Security groups (spec 6): page rights and register caches, behind the `admin.groups` right. */
export function registerGroupRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const right = requireRight('admin.groups')

  function groups(companyId: number) {
    return db
      .selectFrom('security_groups as g')
      .select(['g.id', 'g.name', 'g.rights', 'g.created', 'g.updated'])
      .select((eb) =>
        eb
          .selectFrom('users as u')
          .select(eb.fn.countAll<string | number>().as('n'))
          .whereRef('u.group_id', '=', 'g.id')
          .as('user_count'),
      )
      .where('g.company_id', '=', companyId)
  }

  async function oneGroup(companyId: number, id: number) {
    const row = await groups(companyId).where('g.id', '=', id).executeTakeFirst()
    return row ? groupJson({ ...row, user_count: row.user_count ?? 0 }) : undefined
  }

  app.get('/api/proxy/groups.json', right, async (c) => {
    const rows = await groups(principalOf(c).companyId).orderBy('g.name').orderBy('g.id').execute()
    return c.json({ groups: rows.map((row) => groupJson({ ...row, user_count: row.user_count ?? 0 })) })
  })

  app.post('/api/proxy/groups.json', right, async (c) => {
    const principal = principalOf(c)
    const parsed = await readBody(c, GroupPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error)
    if (!mayGrant(principal, parsed.value.rights.pages)) return forbidden(c, GRANT_REFUSED)
    try {
      const { id } = await db
        .insertInto('security_groups')
        .values({
          company_id: principal.companyId,
          name: parsed.value.name,
          rights: JSON.stringify(parsed.value.rights),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return c.json({ group: await oneGroup(principal.companyId, id) })
    } catch (error) {
      return failure(c, error)
    }
  })

  app.get(GROUP_PATH, right, async (c) => {
    const id = idParam(c)
    const group = id ? await oneGroup(principalOf(c).companyId, id) : undefined
    return group ? c.json({ group }) : notFound(c)
  })

  app.put(GROUP_PATH, right, async (c) => {
    const principal = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const parsed = await readBody(c, GroupPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error)
    try {
      const found = await db.transaction().execute(async (trx) => {
        await lockCompany(trx, principal.companyId)
        const current = await trx
          .selectFrom('security_groups')
          .select('rights')
          .where('company_id', '=', principal.companyId)
          .where('id', '=', id)
          .executeTakeFirst()
        if (!current) return false
        const added = parsed.value.rights.pages.filter((page) => !current.rights.pages.includes(page))
        if (!mayGrant(principal, added)) throw new Refusal(GRANT_REFUSED, 403)
        await trx
          .updateTable('security_groups')
          .set({ name: parsed.value.name, rights: JSON.stringify(parsed.value.rights), updated: sql`now()` })
          .where('company_id', '=', principal.companyId)
          .where('id', '=', id)
          .execute()
        await keepAnAdministrator(trx, principal.companyId)
        return true
      })
      return found ? c.json({ group: await oneGroup(principal.companyId, id) }) : notFound(c)
    } catch (error) {
      return failure(c, error)
    }
  })

  app.delete(GROUP_PATH, right, async (c) => {
    const principal = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const group = await oneGroup(principal.companyId, id)
    if (!group) return notFound(c)
    if (group.user_count > 0) return badRequest(c, GROUP_IN_USE)
    try {
      await db
        .deleteFrom('security_groups')
        .where('company_id', '=', principal.companyId)
        .where('id', '=', id)
        .execute()
    } catch (error) {
      return failure(c, error)
    }
    return c.json({ ok: true })
  })
}
