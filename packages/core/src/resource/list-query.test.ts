import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { defineResource } from './declaration.ts'
import { MAX_PAGE_SIZE, readListQuery } from './list-query.ts'

const bins = defineResource({
  name: 'bin',
  plural: 'bins',
  table: 'bins',
  label: { one: 'Bin', many: 'Bins' },
  rights: { view: 'inventory', edit: 'inventory' },
  row: v.object({ id: v.number(), name: v.string(), open: v.boolean() }),
  create: v.object({ name: v.string() }),
  example: { name: 'Bin' },
  fields: [],
  columns: [],
  filters: [
    { key: 'open', label: 'Status', type: 'boolean' },
    // Worked out by the server's own list filter: never compared to a column here.
    { key: 'state', label: 'State', options: [{ value: 'due', label: 'Due' }], computed: true },
  ],
  sort: ['name', 'id'],
})

describe('a resource list query', () => {
  it('should answer a page from 1 and at most 250 rows, or refuse naming the parameter', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (page, limit) => {
        const read = readListQuery(bins, { page, limit })
        if (read.ok) {
          expect(read.value.page).toBeGreaterThanOrEqual(1)
          expect(read.value.limit).toBeGreaterThanOrEqual(1)
          expect(read.value.limit).toBeLessThanOrEqual(MAX_PAGE_SIZE)
        } else {
          expect(['page', 'limit']).toContain(read.error.field)
        }
      }),
    )
  })

  it('should refuse text PostgreSQL cannot store in the search, and unknown sorts and filter values', () => {
    expect(readListQuery(bins, { search: 'a\u0000' })).toMatchObject({
      ok: false,
      error: { field: 'search' },
    })
    expect(readListQuery(bins, { search: 'a\ud800' })).toMatchObject({
      ok: false,
      error: { field: 'search' },
    })
    expect(readListQuery(bins, { sort: 'secret' })).toMatchObject({ ok: false, error: { field: 'sort' } })
    expect(readListQuery(bins, { open: 'maybe' })).toMatchObject({ ok: false, error: { field: 'open' } })
    expect(readListQuery(bins, { sort: '-name', open: 'true,false', state: 'anything' })).toMatchObject({
      ok: true,
      value: {
        sort: { key: 'name', descending: true },
        filters: [{ key: 'open', column: 'open', values: [true, false] }],
      },
    })
  })
})
