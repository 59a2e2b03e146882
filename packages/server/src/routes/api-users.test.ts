import { describe, expect, it } from 'vitest'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Tokens')
})

type Created = {
  apiuser: { id: number; name: string; status: string; rights: { areas: Record<string, string[]> } }
  token: string
}

async function createApiUser(pages: string[], name = 'Shop sync') {
  const response = await t.request('POST', '/api/proxy/apiusers.json', {
    cookie: owner.cookie,
    body: { name, rights: { pages } },
  })
  expect(response.status).toBe(200)
  return response.body as Created
}

describe('API users', () => {
  it('should show the token once and store only its hash', async () => {
    const { apiuser, token } = await createApiUser(['admin.users'])
    expect(apiuser).toMatchObject({
      name: 'Shop sync',
      status: 'active',
      rights: { areas: { 'admin.users': ['view', 'edit', 'approve', 'export'] } },
    })
    expect(token).toMatch(/^pos_[A-Za-z0-9_-]{43}$/)
    const read = await t.request('GET', `/api/proxy/apiuser/${apiuser.id}.json`, { cookie: owner.cookie })
    expect(JSON.stringify(read.body)).not.toContain(token)
    const list = await t.request('GET', '/api/proxy/apiusers.json', { cookie: owner.cookie })
    expect(JSON.stringify(list.body)).not.toContain(token)
    const rows = await t.database.db.selectFrom('api_users').selectAll().execute()
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('should act within its rights only, without a cookie or CSRF headers', async () => {
    const { token } = await createApiUser(['admin.users'])
    const users = await t.request('GET', '/api/proxy/users.json', { bearer: token })
    expect(users).toMatchObject({ status: 200, body: { total: 1 } })
    const staff = await t.request('POST', '/api/proxy/groups.json', {
      cookie: owner.cookie,
      body: { name: 'Staff', rights: { pages: ['admin.users'] } },
    })
    const staffId = (staff.body as { group: { id: number } }).group.id
    const created = await t.request('POST', '/api/proxy/users.json', {
      bearer: token,
      headers: { 'content-type': 'text/plain', origin: 'https://partner.test' },
      body: { first_name: 'Api', last_name: 'Made', email: 'api@tokens.test', group_id: staffId },
    })
    expect(created).toMatchObject({ status: 200, body: { user: { email: 'api@tokens.test' } } })
    const intoAdmins = await t.request('POST', '/api/proxy/users.json', {
      bearer: token,
      body: { first_name: 'Api', last_name: 'Admin', email: 'api2@tokens.test', group_id: owner.groupId },
    })
    expect(intoAdmins).toMatchObject({
      status: 403,
      body: { error: 'You can only give rights that you have yourself' },
    })
    const groups = await t.request('GET', '/api/proxy/groups.json', { bearer: token })
    expect(groups).toMatchObject({
      status: 403,
      body: { error: "You don't have access to this page", code: 'forbidden' },
    })
    expect((await t.request('GET', '/api/sessions/me', { bearer: token })).status).toBe(401)
  })

  it('should refuse a revoked, deleted, regenerated or unknown token with 401 at once', async () => {
    const { apiuser, token } = await createApiUser(['dashboard'], 'Revoked')
    const path = `/api/proxy/apiuser/${apiuser.id}.json`
    const disabled = await t.request('PUT', path, {
      cookie: owner.cookie,
      body: { name: 'Revoked', rights: { pages: ['dashboard'] }, status: 'disabled' },
    })
    expect(disabled).toMatchObject({ status: 200, body: { apiuser: { status: 'disabled' } } })
    expect((await t.request('GET', '/api/pagerights/cache', { bearer: token })).status).toBe(401)
    await t.request('PUT', path, {
      cookie: owner.cookie,
      body: { name: 'Revoked', rights: { pages: ['dashboard'] } },
    })
    expect((await t.request('GET', '/api/pagerights/cache', { bearer: token })).status).toBe(200)

    const regenerated = await t.request('POST', `/api/proxy/apiuser/${apiuser.id}/regenerate.json`, {
      cookie: owner.cookie,
    })
    const fresh = (regenerated.body as Created).token
    expect(fresh).not.toBe(token)
    expect((await t.request('GET', '/api/pagerights/cache', { bearer: token })).status).toBe(401)
    expect((await t.request('GET', '/api/pagerights/cache', { bearer: fresh })).status).toBe(200)

    expect(await t.request('DELETE', path, { cookie: owner.cookie })).toMatchObject({ status: 200 })
    expect((await t.request('GET', '/api/pagerights/cache', { bearer: fresh })).status).toBe(401)
    expect((await t.request('GET', '/api/health', { bearer: 'pos_nonsense' })).status).toBe(401)
  })

  it('should refuse bad input and rights the creator lacks', async () => {
    expect(
      await t.request('POST', '/api/proxy/apiusers.json', {
        cookie: owner.cookie,
        body: { name: '', rights: {} },
      }),
    ).toMatchObject({ status: 400, body: { error: 'Please enter a name' } })
    const { token } = await createApiUser(['admin.api_users'], 'Limited')
    const escalate = await t.request('POST', '/api/proxy/apiusers.json', {
      bearer: token,
      body: { name: 'More', rights: { pages: ['admin.users'] } },
    })
    expect(escalate).toMatchObject({
      status: 403,
      body: { error: 'You can only give rights that you have yourself' },
    })
  })

  it('should refuse an action in an area the API user holds only other actions of', async () => {
    const response = await t.request('POST', '/api/proxy/apiusers.json', {
      cookie: owner.cookie,
      body: {
        name: 'Bookkeeping',
        rights: { areas: { accounts: ['view', 'edit'], 'admin.api_users': ['edit'] } },
      },
    })
    const { token, apiuser } = response.body as Created
    expect(apiuser.rights.areas).toEqual({ accounts: ['view', 'edit'], 'admin.api_users': ['view', 'edit'] })
    const approve = await t.request('POST', '/api/proxy/apiusers.json', {
      bearer: token,
      body: { name: 'Approver', rights: { areas: { accounts: ['approve'] } } },
    })
    expect(approve).toMatchObject({ status: 403, body: { code: 'forbidden' } })
    const same = await t.request('POST', '/api/proxy/apiusers.json', {
      bearer: token,
      body: { name: 'Clerk', rights: { areas: { accounts: ['edit'] } } },
    })
    expect(same.status).toBe(200)
    expect((await t.request('GET', '/api/proxy/taxrates.json', { bearer: token })).status).toBe(200)
    expect((await t.request('GET', '/api/proxy/taxrates.csv', { bearer: token })).status).toBe(403)
  })
})
