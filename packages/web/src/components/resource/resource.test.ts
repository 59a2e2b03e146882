import { csvLines, defineResource, valueAt } from '@pos/core'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../api/toast.ts', async (original) => ({
  ...(await original<typeof import('../../api/toast.ts')>()),
  showToast: () => {},
}))

const { refusalOf, resourceClient } = await import('../../api/resource-client.ts')
const { formBody, formSections, formValues } = await import('./resource-form.ts')

/** A throwaway resource: the typed client and the edit screen's form come from it with no other code. */
const shelfBin = defineResource({
  name: 'shelfbin',
  plural: 'shelfbins',
  table: 'shelf_bins',
  label: { one: 'Shelf bin', many: 'Shelf bins' },
  rights: { view: 'inventory', edit: 'inventory' },
  row: v.object({
    id: v.number(),
    name: v.string(),
    price: v.number(),
    sealed: v.boolean(),
    tags: v.array(v.string()),
  }),
  create: v.object({ name: v.string(), price: v.number(), sealed: v.boolean(), tags: v.array(v.string()) }),
  example: { name: 'Bin', price: 100, sealed: false, tags: [] },
  fields: [
    { key: 'name', label: 'Name', kind: 'text', section: 'Details' },
    { key: 'price', label: 'Price', kind: 'money', section: 'Details' },
    { key: 'sealed', label: 'Sealed', kind: 'switch', section: 'State' },
    { key: 'tags', label: 'Tags', kind: 'tags', section: 'State' },
  ],
  columns: [{ key: 'name', header: 'Name' }],
  actions: { seal: { label: 'Seal', change: () => ({ sealed: true }) } },
})

afterEach(() => vi.unstubAllGlobals())

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('the typed client of a declared resource', () => {
  it('should call the declared paths and answer the declared rows', async () => {
    const fetch = answer(200, {
      shelfbins: [{ id: 1, name: 'A', price: 5, sealed: false, tags: [] }],
      total: 7,
    })
    const client = resourceClient(shelfBin)
    const page = await client.list({ search: 'a', status: undefined })
    expect(page.total).toBe(7)
    // The row's type comes from the schema: a renamed field would not compile here.
    const name: string = page.rows[0]?.name ?? ''
    expect(name).toBe('A')
    expect((fetch.mock.calls[0] as unknown[] | undefined)?.[0]).toBe('/api/proxy/shelfbins.json?search=a')

    answer(200, { shelfbin: { id: 1, name: 'A', price: 5, sealed: true, tags: [] } })
    expect((await client.act(1, 'seal')).sealed).toBe(true)
    expect(client.csvUrl({ search: 'a b', page: 2 })).toBe('/api/proxy/shelfbins.csv?search=a+b')
  })

  it('should hand a refusal to the screen with its field', async () => {
    answer(400, { error: 'Please enter a name', code: 'invalid', field: 'name' })
    const failure = await resourceClient(shelfBin)
      .create({ name: '', price: 0, sealed: false, tags: [] })
      .catch((error: unknown) => error)
    expect(refusalOf(failure)).toEqual({ code: 'invalid', message: 'Please enter a name', field: 'name' })
  })
})

describe('the generic edit screen’s form', () => {
  it('should lay the fields out in their sections, in order', () => {
    expect(
      formSections(shelfBin).map((section) => [section.title, section.fields.map((f) => f.key)]),
    ).toEqual([
      ['Details', ['name', 'price']],
      ['State', ['sealed', 'tags']],
    ])
    expect(formSections(shelfBin, ['sealed'])[1]?.fields.map((f) => f.key)).toEqual(['tags'])
  })

  it('should start from the record and send what the schema reads: cents, flags, lists', () => {
    const values = formValues(shelfBin, { id: 1, name: 'A', price: 1250, sealed: true, tags: ['x', 'y'] })
    expect(values).toEqual({ name: 'A', price: '12.50', sealed: true, tags: 'x, y' })
    expect(formBody(shelfBin, { ...values, price: '3.5', tags: 'a, ,b' })).toEqual({
      ok: true,
      body: { name: 'A', price: 350, sealed: true, tags: ['a', 'b'] },
    })
  })

  it('should refuse an amount it cannot read, under its field, and send nothing', () => {
    const values = formValues(shelfBin, undefined)
    expect(formBody(shelfBin, { ...values, price: 'twelve' })).toEqual({
      ok: false,
      problems: [{ field: 'price', message: 'Please enter price as an amount, like 12.50' }],
    })
  })
})

describe('a declared field of an object value', () => {
  const site = defineResource({
    name: 'site',
    plural: 'sites',
    table: 'sites',
    label: { one: 'Site', many: 'Sites' },
    rights: { view: 'stores', edit: 'stores' },
    row: v.object({
      id: v.number(),
      name: v.string(),
      address: v.object({ city: v.string(), zip: v.string() }),
    }),
    create: v.object({ name: v.string(), address: v.object({ city: v.string(), zip: v.string() }) }),
    example: { name: 'Quay', address: { city: 'Sydney', zip: '2000' } },
    fields: [
      { key: 'name', label: 'Name', kind: 'text' },
      { key: 'address.city', label: 'City', kind: 'text' },
      { key: 'address.zip', label: 'Postcode', kind: 'text' },
    ],
    columns: [{ key: 'address.city', header: 'City' }],
  })

  it('should edit the part its dotted key names and send it inside its object', () => {
    const values = formValues(site, { id: 1, name: 'Quay', address: { city: 'Sydney', zip: '2000' } })
    expect(values).toEqual({ name: 'Quay', 'address.city': 'Sydney', 'address.zip': '2000' })
    expect(formBody(site, { ...values, 'address.city': 'Hobart ' })).toEqual({
      ok: true,
      body: { name: 'Quay', address: { city: 'Hobart', zip: '2000' } },
    })
    expect(formValues(site, undefined)).toEqual({ name: '', 'address.city': '', 'address.zip': '' })
  })

  it('should export the part a dotted column names', () => {
    expect(csvLines(site, [{ id: 1, name: 'Quay', address: { city: 'Sydney', zip: '2000' } }])).toBe(
      'Sydney\r\n',
    )
    expect(valueAt({ address: null }, 'address.city')).toBeUndefined()
  })
})
