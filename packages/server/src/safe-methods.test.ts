import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { BANKING_TABLES, insertBankingFixtures } from './banking/test-fixtures.ts'
import { BOOKS_TABLES, insertBooksFixtures } from './books/test-fixtures.ts'
import { insertImportFixture, PARTNER_TABLES } from './bulk-import/test-fixtures.ts'
import { CATALOG_TABLES, insertCatalogFixtures } from './catalog/test-fixtures.ts'
import { CUSTOMER_TABLES, insertCustomerFixtures } from './customers/test-fixtures.ts'
import { insertGlueFixtures } from './glue/test-fixtures.ts'
import { insertTerminalFixtures, TERMINAL_TABLES, withSession } from './integrations/test-fixtures.ts'
import { INVENTORY_TABLES, insertInventoryFixtures } from './inventory/inventory-test-fixtures.ts'
import { insertJobFixture } from './jobs/test-fixtures.ts'
import { insertRegisterFixtures, REGISTER_TABLES } from './register/test-fixtures.ts'
import { insertResourceFixtures } from './resource/test-fixtures.ts'
import { insertSales, insertStore } from './test/fixtures.ts'
import { type SignedUp, signUp, type TestApp } from './test/test-app.ts'
import { withTestApp } from './test/test-file.ts'

/** Every table, read whole: a GET must leave all of them as they were (ASVS 3.5.3, checklist 19). */
const TABLES = [
  'companies',
  'security_groups',
  'stores',
  'users',
  'api_users',
  'sessions',
  'sign_in_codes',
  'dev_outbox',
  'sales',
  ...CATALOG_TABLES,
  ...CUSTOMER_TABLES,
  ...REGISTER_TABLES,
  ...TERMINAL_TABLES,
  ...BOOKS_TABLES,
  ...INVENTORY_TABLES,
  ...PARTNER_TABLES,
  ...BANKING_TABLES,
] as const
/** Tables kysely's schema does not list (raw statements write them), read whole the same way. */
const RAW_TABLES = ['playlists', 'media_players', 'media_player_screens', 'jobs'] as const

let t: TestApp
let owner: SignedUp
const ids: Record<string, number> = {}
let sessions: Record<'linkly' | 'adyen', string>
/** A paired media player screen's token: its GET (what to play) must not touch the player's last_seen. */
let screenToken: string
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Safe')
  ids.store = await insertStore(t.database, owner.companyId, 'Safe store')
  await insertSales(t.database, owner.companyId, [{ created: '2026-01-01T10:00:00Z', total: 500 }])
  ids.user = owner.userId
  ids.group = owner.groupId
  const api = await t.request('POST', '/api/proxy/apiusers.json', {
    cookie: owner.cookie,
    body: { name: 'Safe api', rights: { pages: ['dashboard'] } },
  })
  ids.apiuser = (api.body as { apiuser: { id: number } }).apiuser.id
  Object.assign(ids, await insertCatalogFixtures(t, owner.companyId, owner.cookie, 'Safe'))
  Object.assign(ids, await insertCustomerFixtures(t, owner.cookie, 'Safe'))
  Object.assign(ids, await insertRegisterFixtures(t, owner.cookie, 'Safe', ids.store))
  Object.assign(ids, await insertBooksFixtures(t, owner.cookie))
  Object.assign(ids, await insertBankingFixtures(t, owner.cookie, ids.account!, 'Safe'))
  Object.assign(ids, await insertInventoryFixtures(t, owner.companyId, owner.cookie, 'Safe'))
  await insertResourceFixtures(t, owner.cookie, ids, 'Safe')
  await insertGlueFixtures(t, owner.companyId, ids, 'Safe')
  await insertJobFixture(t, owner.companyId, ids, 'Safe')
  sessions = await insertTerminalFixtures(t.database, owner.companyId)
  // An import job's id is a UUID: the path takes it as text.
  ;(ids as Record<string, unknown>).job = await insertImportFixture(t, owner.cookie)
  const screen = await t.request('POST', '/api/media-player/device', { body: {} })
  const made = screen.body as { code: string; token: string }
  screenToken = made.token
  const paired = await t.request('POST', '/api/media-player/pair', {
    cookie: owner.cookie,
    body: { code: made.code, name: 'Safe screen', store_id: ids.store },
  })
  if (paired.status !== 200) throw new Error(`pairing the walk's screen: ${JSON.stringify(paired.body)}`)
})

async function everything() {
  const tables: Record<string, unknown[]> = {}
  for (const table of TABLES) tables[table] = await t.database.db.selectFrom(table).selectAll().execute()
  for (const table of RAW_TABLES) {
    tables[table] = (await sql`SELECT * FROM ${sql.table(table)} ORDER BY id`.execute(t.database.db)).rows
  }
  return tables
}

describe('safe methods', () => {
  it('should change nothing in the database on any GET route', async () => {
    const gets = [
      ...new Set(t.app.routes.filter((route) => route.method === 'GET').map((route) => route.path)),
    ].filter((path) => path.startsWith('/api/') && !path.includes('*'))
    expect(gets.length).toBeGreaterThanOrEqual(10)
    const before = await everything()
    for (const path of gets) {
      const concrete = withSession(path, sessions)
        .replace(/\/([a-z]+)\/:id\{[^}]*\}/g, (_, resource: string) => {
          const id = ids[resource]
          if (id === undefined) throw new Error(`add an id for "${resource}" (${path})`)
          return `/${resource}/${id}${/\\(\.[a-z]+)\}/.exec(path)?.[1] ?? ''}`
        })
        // Other parameters name the record they take (`:warehouse`, `:item`).
        .replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string, pattern?: string) => {
          const id = ids[name]
          if (id === undefined) throw new Error(`add an id for "${name}" (${path})`)
          return `${id}${/\\(\.[a-z]+)\}$/.exec(pattern ?? '')?.[1] ?? ''}`
        })
      const query =
        path === '/api/dashboard/sales'
          ? '?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z'
          : path === '/api/proxy/replenishments/propose.json'
            ? `?destination_warehouse_id=${ids.warehouse}`
            : path === '/api/sales-budget.json'
              ? '?from=2026-01-01&to=2026-01-31&period=month'
              : path.endsWith('/bootstrap')
                ? '?format=parts-v3'
                : ''
      // A media player screen is known by its own token, not a session: the walk asks as a paired screen.
      const headers: Record<string, string> =
        path === '/api/media-player/device' ? { 'x-player-token': screenToken } : {}
      const response = await t.request('GET', concrete + query, { cookie: owner.cookie, headers })
      expect(response.status, `GET ${concrete}`).toBe(200)
      if (path === '/api/media-player/device') expect(response.body).toMatchObject({ paired: true })
    }
    expect(await everything()).toEqual(before)
  })
})
