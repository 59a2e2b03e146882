import { describe, expect, it } from 'vitest'
import { ApiUserPayloadSchema } from './api-users.ts'
import { GroupPayloadSchema } from './groups.ts'
import { parsePayload } from './parse-payload.ts'
import { RegisterPayloadSchema, VerifyPayloadSchema } from './sessions.ts'
import { UserCreatePayloadSchema, UserListQuerySchema } from './users.ts'

const registration = {
  company_name: ' Acme ',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: ' Ada@Example.COM ',
  currency: 'AUD',
}

describe('session payloads', () => {
  it('should trim names and lower-case the email', () => {
    expect(parsePayload(RegisterPayloadSchema, registration)).toEqual({
      ok: true,
      value: { ...registration, company_name: 'Acme', email: 'ada@example.com' },
    })
  })

  it.each([
    [{ ...registration, email: 'nope' }, 'Please enter a valid email address'],
    [{ ...registration, email: undefined }, 'Please enter a valid email address'],
    [{ ...registration, company_name: '  ' }, 'Please enter a company name'],
    [{ ...registration, currency: 'EUR' }, 'Please choose a currency: AUD, NZD or USD'],
    [null, 'The request body must be a JSON object'],
  ])('should refuse %o with %s', (body, message) => {
    expect(parsePayload(RegisterPayloadSchema, body)).toMatchObject({ ok: false, error: message })
  })

  it('should accept a code with spaces and refuse one that is not 6 digits', () => {
    expect(parsePayload(VerifyPayloadSchema, { email: 'a@b.co', code: '123 456' })).toEqual({
      ok: true,
      value: { email: 'a@b.co', code: '123456' },
    })
    expect(parsePayload(VerifyPayloadSchema, { email: 'a@b.co', code: '12345' })).toMatchObject({
      ok: false,
      error: 'Please enter the 6-digit code',
    })
  })
})

describe('admin payloads', () => {
  it('should fill a new user with defaults', () => {
    const parsed = parsePayload(UserCreatePayloadSchema, {
      first_name: 'B',
      last_name: 'C',
      email: 'b@c.co',
      group_id: 4,
    })
    expect(parsed.ok && parsed.value).toMatchObject({
      status: 'active',
      avatar: null,
      store_id: null,
      fulfillment_warehouse_ids: [],
      settings: {
        pos_store_id: null,
        dashboard_store_ids: [],
        alert_on_new_fulfillment: false,
        active: true,
      },
    })
  })

  it('should name the field of a generic type error', () => {
    const parsed = parsePayload(UserCreatePayloadSchema, {
      first_name: 'B',
      last_name: 'C',
      email: 'b@c.co',
      group_id: 4,
      settings: 'x',
    })
    expect(parsed).toMatchObject({ ok: false, error: expect.stringMatching(/^Please check settings: /) })
  })

  it('should grow page rights into every action of their areas and refuse unknown ones', () => {
    const all = ['view', 'edit', 'approve', 'export']
    expect(
      parsePayload(GroupPayloadSchema, {
        name: 'G',
        rights: { pages: ['admin.users', 'dashboard'], caches: [] },
      }),
    ).toEqual({
      ok: true,
      value: { name: 'G', rights: { areas: { dashboard: all, 'admin.users': all }, caches: [] } },
    })
    expect(parsePayload(GroupPayloadSchema, { name: 'G', rights: { pages: ['root'] } })).toMatchObject({
      ok: false,
      error: 'Please choose page rights from the list',
    })
    expect(parsePayload(ApiUserPayloadSchema, { name: 'Shop', rights: {} })).toEqual({
      ok: true,
      value: { name: 'Shop', rights: { areas: {} }, status: 'active' },
    })
  })

  it('should read list paging from query strings', () => {
    expect(parsePayload(UserListQuerySchema, { limit: '10', page: '2' })).toEqual({
      ok: true,
      value: { search: '', status: '', limit: 10, page: 2 },
    })
    expect(parsePayload(UserListQuerySchema, { limit: '999' })).toMatchObject({
      ok: false,
      error: 'Please give limit as a whole number from 1 to 250',
    })
  })
})
