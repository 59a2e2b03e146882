import { ALL_PAGE_RIGHTS, areasFromPages, readGroupRights } from '@pos/core'
import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts'
import { up } from './migrations/1500-rights-per-action.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.dispose()
})

describe('1500-rights-per-action', () => {
  it('should give every existing group and API user every action of each page it had, and keep its caches', async () => {
    const { db } = database
    const company = await sql<{ id: number }>`
      INSERT INTO companies (name, currency) VALUES ('Before', 'AUD') RETURNING id`.execute(db)
    const companyId = company.rows[0]!.id
    const before = [
      { pages: ['dashboard', 'accounts', 'no.such.page'], caches: ['product', 'price'] },
      { pages: [], caches: [] },
      { pages: ALL_PAGE_RIGHTS, caches: ['custom_scripts'] },
    ]
    for (const [index, rights] of before.entries()) {
      await sql`INSERT INTO security_groups (company_id, name, rights)
        VALUES (${companyId}, ${`Group ${index}`}, ${JSON.stringify(rights)}::jsonb)`.execute(db)
    }
    await sql`INSERT INTO api_users (company_id, name, token_hash, rights)
      VALUES (${companyId}, 'Old system', 'hash-before', ${JSON.stringify({ pages: ['inventory'] })}::jsonb)`.execute(
      db,
    )
    await up(db as Kysely<unknown>)
    await up(db as Kysely<unknown>) // Again: rows already grown are left alone.
    const groups = await db
      .selectFrom('security_groups')
      .select('rights')
      .where('company_id', '=', companyId)
      .orderBy('name')
      .execute()
    for (const [index, group] of groups.entries()) {
      const rights = before[index]!
      expect(Object.keys(group.rights).sort()).toEqual(['areas', 'caches'])
      expect(readGroupRights(group.rights)).toEqual({
        areas: areasFromPages(rights.pages),
        caches: rights.caches,
      })
    }
    const [apiUser] = await db
      .selectFrom('api_users')
      .select('rights')
      .where('company_id', '=', companyId)
      .execute()
    expect(apiUser?.rights).toEqual({ areas: areasFromPages(['inventory']) })
  })
})
