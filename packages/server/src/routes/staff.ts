import {
  CatalogSyncQuerySchema,
  StaffListQuerySchema,
  type StaffPayload,
  StaffPayloadSchema,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { takeCounter } from '../catalog/counters.ts'
import { iso, isoNow, likePattern } from '../catalog/json.ts'
import { requireCacheOrRight } from '../catalog/register-access.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { idParam, readBody, readQuery } from '../http/read-payload.ts'

export const POS_CODE_TAKEN = 'Another sales person already has this POS code'
const STAFF_COLUMNS = [
  'id',
  'title',
  'first_name',
  'middle_name',
  'last_name',
  'display_name',
  'email',
  'pos_code',
  'unlinked_returns',
  'tags',
  'status',
  'terminated',
  'created',
  'updated',
] as const

type StaffRow = {
  id: number
  title: string
  first_name: string
  middle_name: string
  last_name: string
  display_name: string
  email: string
  pos_code: string
  unlinked_returns: boolean
  tags: string[]
  status: string
  terminated: Date | null
  created: Date
  updated: Date
}

function staffJson(row: StaffRow) {
  return {
    ...row,
    terminated: iso(row.terminated),
    created: isoNow(row.created),
    updated: isoNow(row.updated),
  }
}

/** The display name defaults to the first name and the last name's initial ("Ann B."). */
function displayNameOf(input: StaffPayload): string {
  if (input.display_name) return input.display_name
  return [input.first_name, input.last_name ? `${input.last_name[0]}.` : ''].filter(Boolean).join(' ')
}

function columnsOf(input: StaffPayload, posCode: string) {
  return {
    title: input.title,
    first_name: input.first_name,
    middle_name: input.middle_name,
    last_name: input.last_name,
    display_name: displayNameOf(input),
    email: input.email,
    pos_code: posCode,
    unlinked_returns: input.unlinked_returns,
    tags: JSON.stringify(input.tags),
  }
}

function failure(c: Context<AppEnv>, error: unknown) {
  if (isUniqueViolation(error, 'sales_staff_company_pos_code')) return badRequest(c, POS_CODE_TAKEN)
  throw error
}

/**
 * Sales staff (spec 2 /hr/staff, spec 3 "Sales person") and the register's posstaff.json (active staff
 * only: a terminated person leaves the registers at their next sync).
 */
export function registerStaffRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const right = requireRight('hr.staff')

  app.get('/api/proxy/posstaff.json', requireCacheOrRight('posstaff', 'hr.staff'), async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, CatalogSyncQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const { limit, since_id, updated_min } = query.value
    let page = db
      .selectFrom('sales_staff')
      .select(['id', 'pos_code', 'unlinked_returns', 'first_name', 'last_name', 'display_name', 'tags'])
      .where('company_id', '=', companyId)
      .where('status', '=', 'active')
      .where('id', '>', Math.min(since_id, 2_147_483_647))
    if (updated_min) page = page.where('updated', '>=', new Date(updated_min))
    return c.json({ posstaff: await page.orderBy('id').limit(limit).execute() })
  })

  app.get('/api/proxy/staff.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, StaffListQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const { search, status, limit, page } = query.value
    let filtered = db.selectFrom('sales_staff').where('company_id', '=', companyId)
    if (status) filtered = filtered.where('status', '=', status)
    if (search) {
      const pattern = likePattern(search)
      filtered = filtered.where((eb) =>
        eb.or([
          eb(sql<string>`first_name || ' ' || last_name`, 'ilike', pattern),
          eb('display_name', 'ilike', pattern),
          eb('email', 'ilike', pattern),
          eb('pos_code', '=', search),
        ]),
      )
    }
    const { total } = await filtered
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow()
    const rows = await filtered
      .select(STAFF_COLUMNS)
      .orderBy('first_name')
      .orderBy('last_name')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute()
    return c.json({ staff: (rows as StaffRow[]).map(staffJson), total: Number(total) })
  })

  app.post('/api/proxy/staff.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, StaffPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    try {
      const row = await db.transaction().execute(async (trx) => {
        const posCode = parsed.value.pos_code || (await takeCounter(trx, companyId, 'pos_code', 1))[0] || ''
        return trx
          .insertInto('sales_staff')
          .values({ company_id: companyId, ...columnsOf(parsed.value, posCode) })
          .returning(STAFF_COLUMNS)
          .executeTakeFirstOrThrow()
      })
      await deps.realtime.publishUpdate(companyId, 'poscodes')
      return c.json({ staff: staffJson(row as StaffRow) })
    } catch (error) {
      return failure(c, error)
    }
  })

  async function find(companyId: number, id: number | undefined) {
    if (!id) return undefined
    return (await db
      .selectFrom('sales_staff')
      .select(STAFF_COLUMNS)
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst()) as StaffRow | undefined
  }

  app.get('/api/proxy/staff/:id{[0-9]+\\.json}', right, async (c) => {
    const row = await find(principalOf(c).companyId, idParam(c))
    return row ? c.json({ staff: staffJson(row) }) : notFound(c)
  })

  app.put('/api/proxy/staff/:id{[0-9]+\\.json}', right, async (c) => {
    const { companyId } = principalOf(c)
    const current = await find(companyId, idParam(c))
    if (!current) return notFound(c)
    const parsed = await readBody(c, StaffPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    try {
      const row = await db
        .updateTable('sales_staff')
        .set({ ...columnsOf(parsed.value, parsed.value.pos_code || current.pos_code), updated: sql`now()` })
        .where('company_id', '=', companyId)
        .where('id', '=', current.id)
        .returning(STAFF_COLUMNS)
        .executeTakeFirstOrThrow()
      await deps.realtime.publishUpdate(companyId, 'poscodes')
      return c.json({ staff: staffJson(row as StaffRow) })
    } catch (error) {
      return failure(c, error)
    }
  })

  for (const [action, status] of [
    ['terminate', 'terminated'],
    ['reinstate', 'active'],
  ] as const) {
    app.post(`/api/proxy/staff/:id{[0-9]+}/${action}.json`, right, async (c) => {
      const { companyId } = principalOf(c)
      const current = await find(companyId, idParam(c))
      if (!current) return notFound(c)
      if (current.status === status) {
        return badRequest(
          c,
          status === 'terminated'
            ? 'This sales person is already terminated'
            : 'This sales person is already active',
        )
      }
      const row = await db
        .updateTable('sales_staff')
        .set({ status, terminated: status === 'terminated' ? sql`now()` : null, updated: sql`now()` })
        .where('company_id', '=', companyId)
        .where('id', '=', current.id)
        .returning(STAFF_COLUMNS)
        .executeTakeFirstOrThrow()
      await deps.realtime.publishUpdate(companyId, 'poscodes')
      return c.json({ staff: staffJson(row as StaffRow) })
    })
  }
}
