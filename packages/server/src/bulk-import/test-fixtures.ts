import type { TestApp } from '../test/test-app.ts'

/** The tables of the partner integrations and bulk import (migration 1400), for tests that read every table. */
export const PARTNER_TABLES = ['partner_activity', 'partner_links', 'import_jobs'] as const

/** One uploaded import of `cookie`'s company: its id, for routes that take `:job`. */
export async function insertImportFixture(t: TestApp, cookie: string): Promise<string> {
  const made = await t.request('POST', '/api/proxy/imports.json', {
    cookie,
    body: { kind: 'staff', file_name: 'staff.csv', csv: 'POS code,First name\n900,Zed' },
  })
  return (made.body as { import: { id: string } }).import.id
}
