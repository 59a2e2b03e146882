import { SAME_FIELD_NAMES } from '@pos/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type SignedUp, signUp, type TestApp } from '../test/test-app.ts'

let t: TestApp
let owner: SignedUp
beforeAll(async () => {
  t = await createTestApp()
  owner = await signUp(t, 'Fields')
})
afterAll(async () => {
  await t.dispose()
})

describe('custom fields', () => {
  it('should keep one set of fields per kind of record, and refuse repeated names changing nothing', async () => {
    const fields = [
      { name: 'Shoe size', type: 'number' },
      { name: 'Fit', type: 'select', options: ['Slim', 'Regular'] },
      { name: 'VIP', type: 'yes_no' },
    ]
    const created = await t.request('POST', '/api/proxy/customfieldsets.json', {
      cookie: owner.cookie,
      body: { entity: 'customers', fields },
    })
    expect(created).toMatchObject({
      status: 200,
      body: { customfieldset: { entity: 'customers', name: 'Customers', fields: [{ options: [] }, {}, {}] } },
    })
    const id = (created.body as { customfieldset: { id: number } }).customfieldset.id
    const same = await t.request('PUT', `/api/proxy/customfieldset/${id}.json`, {
      cookie: owner.cookie,
      body: { entity: 'customers', fields: [...fields, { name: 'shoe SIZE', type: 'text' }] },
    })
    expect(same).toMatchObject({ status: 400, body: { error: SAME_FIELD_NAMES, field: 'fields.3.name' } })
    const again = await t.request('POST', '/api/proxy/customfieldsets.json', {
      cookie: owner.cookie,
      body: { entity: 'customers', fields: [] },
    })
    expect(again).toMatchObject({ status: 400, body: { field: 'entity' } })
    const read = await t.request('GET', `/api/proxy/customfieldset/${id}.json`, { cookie: owner.cookie })
    expect((read.body as { customfieldset: { fields: unknown[] } }).customfieldset.fields).toHaveLength(3)
  })
})
