import type { Partner } from '@pos/core'
import { sql } from 'kysely'
import type { DatabaseHandle } from '../db/open-database.ts'

/** Writes one line of what an integration did (its overview page lists the newest). */
export async function recordActivity(
  database: DatabaseHandle,
  companyId: number,
  partner: Partner,
  action: string,
  ok: boolean,
  message: string,
): Promise<void> {
  await database.db
    .insertInto('partner_activity')
    .values({ company_id: companyId, partner, action, ok, message: message.slice(0, 1000) })
    .execute()
}

export async function recentActivity(database: DatabaseHandle, companyId: number, partner: Partner) {
  const rows = await database.db
    .selectFrom('partner_activity')
    .select(['id', 'action', 'ok', 'message', 'created'])
    .where('company_id', '=', companyId)
    .where('partner', '=', partner)
    .orderBy('id', 'desc')
    .limit(25)
    .execute()
  return rows.map((row) => ({ ...row, id: Number(row.id), created: row.created.toISOString() }))
}

/** When a sync last went through (a test does not count), or null. */
export async function lastSync(database: DatabaseHandle, companyId: number, partner: Partner) {
  const row = await database.db
    .selectFrom('partner_activity')
    .select('created')
    .where('company_id', '=', companyId)
    .where('partner', '=', partner)
    .where('ok', '=', true)
    .where('action', '!=', 'test')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row ? row.created.toISOString() : null
}

export type PartnerLink = { remote_id: string; data: Record<string, unknown> }

export async function findLinks(
  database: DatabaseHandle,
  companyId: number,
  partner: Partner,
  kind: string,
  localKeys: readonly string[],
): Promise<Map<string, PartnerLink>> {
  if (localKeys.length === 0) return new Map()
  const rows = await database.db
    .selectFrom('partner_links')
    .select(['local_key', 'remote_id', 'data'])
    .where('company_id', '=', companyId)
    .where('partner', '=', partner)
    .where('kind', '=', kind)
    .where('local_key', 'in', [...localKeys])
    .execute()
  return new Map(rows.map((row) => [row.local_key, { remote_id: row.remote_id, data: row.data }]))
}

export async function saveLink(
  database: DatabaseHandle,
  companyId: number,
  partner: Partner,
  kind: string,
  localKey: string,
  remoteId: string,
  data: Record<string, unknown> = {},
): Promise<void> {
  await database.db
    .insertInto('partner_links')
    .values({
      company_id: companyId,
      partner,
      kind,
      local_key: localKey,
      remote_id: remoteId,
      data: JSON.stringify(data),
    })
    .onConflict((oc) =>
      oc.columns(['company_id', 'partner', 'kind', 'local_key']).doUpdateSet({
        remote_id: remoteId,
        data: JSON.stringify(data),
        updated: sql`now()`,
      }),
    )
    .execute()
}

export async function listLinks(database: DatabaseHandle, companyId: number, partner: Partner, kind: string) {
  const rows = await database.db
    .selectFrom('partner_links')
    .select(['local_key', 'remote_id', 'data', 'updated'])
    .where('company_id', '=', companyId)
    .where('partner', '=', partner)
    .where('kind', '=', kind)
    .orderBy('updated', 'desc')
    .limit(50)
    .execute()
  return rows.map((row) => ({ ...row, updated: row.updated.toISOString() }))
}
