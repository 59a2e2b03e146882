import { describe, expect, it } from 'vitest'
import { LAST_ADMINISTRATOR } from '../db/admin-invariants.ts'
import { companyRowIds } from '../test/company-rows.ts'
import { insertStore } from '../test/fixtures.ts'
import { latestCode, type SignedUp, sessionCookieFrom, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'
import { CANNOT_DISABLE_SELF, USER_EMAIL_TAKEN } from './users.ts'

let t: TestApp
let owner: SignedUp
let storeId: number
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Users')
  storeId = await insertStore(t.database, owner.companyId, 'Main Street')
})

type User = { id: number; email: string; status: string; group_id: number; settings: Record<string, unknown> }

async function createUser(body: Record<string, unknown>) {
  return t.request('POST', '/api/proxy/users.json', {
    cookie: owner.cookie,
    body: { first_name: 'Sam', last_name: 'Clerk', group_id: owner.groupId, ...body },
  })
}

async function createGroup(pages: string[], name: string) {
  const response = await t.request('POST', '/api/proxy/groups.json', {
    cookie: owner.cookie,
    body: { name, rights: { pages, caches: [] } },
  })
  return (response.body as { group: { id: number } }).group.id
}

/** Signs a user in through the code flow and returns the cookie. */
async function signInAs(email: string): Promise<string> {
  await t.request('POST', '/api/sessions/sign-in', { body: { email } })
  const verified = await t.request('POST', '/api/sessions/verify', {
    body: { email, code: await latestCode(t, email) },
  })
  expect(verified.status).toBe(200)
  return sessionCookieFrom(verified)
}

describe('users', () => {
  it('should create a user with every field and read it back', async () => {
    const created = await createUser({
      email: 'Sam@Users.test',
      avatar: 'https://cdn.test/sam.png',
      currency: 'AUD',
      fulfillment_alert: true,
      fulfillment_warehouse_ids: [4, 4, 5],
      store_id: storeId,
      settings: { pos_store_id: storeId, dashboard_store_ids: [storeId], alert_on_new_fulfillment: true },
    })
    expect(created.status).toBe(200)
    const user = (created.body as { user: User }).user
    expect(user).toMatchObject({
      email: 'sam@users.test',
      status: 'active',
      avatar: 'https://cdn.test/sam.png',
      fulfillment_warehouse_ids: [4, 5],
      store_id: storeId,
      settings: {
        pos_store_id: storeId,
        dashboard_store_ids: [storeId],
        allow_returns_from_store_ids: [],
        alert_on_new_fulfillment: true,
        active: true,
      },
    })
    const read = await t.request('GET', `/api/proxy/user/${user.id}.json`, { cookie: owner.cookie })
    expect(read).toMatchObject({ status: 200, body: { user: { id: user.id, email: 'sam@users.test' } } })
  })

  it.each([
    [{ email: 'bad' }, 'Please enter a valid email address'],
    [{ email: 'x1@users.test', group_id: 'admins' }, 'Please choose a security group'],
    [{ email: 'x2@users.test', status: 'gone' }, 'Please choose a status: active or disabled'],
    [
      { email: 'x3@users.test', avatar: 'javascript:alert(1)' },
      'Please enter the avatar as an http or https address',
    ],
    [{ email: 'x4@users.test', group_id: 999999 }, 'Please choose a security group of this company'],
    [{ email: 'x5@users.test', store_id: 999999 }, 'Please choose stores of this company'],
  ])('should refuse %o with a clear 400', async (body, error) => {
    expect(await createUser(body)).toMatchObject({ status: 400, body: { error } })
  })

  it('should refuse an email that any company already uses', async () => {
    const other = await signUp(t, 'Elsewhere')
    expect(await createUser({ email: other.email })).toMatchObject({
      status: 400,
      body: { error: USER_EMAIL_TAKEN },
    })
    expect(await createUser({ email: owner.email.toUpperCase() })).toMatchObject({
      status: 400,
      body: { error: USER_EMAIL_TAKEN },
    })
  })

  it('should list, search, filter and page', async () => {
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      await createUser({ first_name: name, last_name: 'Listed', email: `${name.toLowerCase()}@list.test` })
    }
    const all = await t.request('GET', '/api/proxy/users.json?search=listed', { cookie: owner.cookie })
    expect(all.body).toMatchObject({ total: 3 })
    const page = await t.request('GET', '/api/proxy/users.json?search=listed&limit=2&page=2', {
      cookie: owner.cookie,
    })
    expect(page.body).toMatchObject({ total: 3, users: [{ first_name: 'Charlie' }] })
    const byName = await t.request('GET', '/api/proxy/users.json?search=bravo%20list', {
      cookie: owner.cookie,
    })
    expect(byName.body).toMatchObject({ total: 1, users: [{ email: 'bravo@list.test' }] })
    const wildcard = await t.request('GET', '/api/proxy/users.json?search=%25', { cookie: owner.cookie })
    expect(wildcard.body).toMatchObject({ total: 0 })
    const disabled = await t.request('GET', '/api/proxy/users.json?status=disabled', { cookie: owner.cookie })
    expect((disabled.body as { users: User[] }).users.every((user) => user.status === 'disabled')).toBe(true)
    expect(await t.request('GET', '/api/proxy/users.json?limit=0', { cookie: owner.cookie })).toMatchObject({
      status: 400,
    })
  })

  it('should disable a user: no sign-in, and their sessions stop working at once', async () => {
    const created = await createUser({ email: 'leaver@users.test' })
    const user = (created.body as { user: User }).user
    const cookie = await signInAs('leaver@users.test')
    expect((await t.request('GET', '/api/sessions/me', { cookie })).status).toBe(200)
    const disabled = await t.request('PUT', `/api/proxy/user/${user.id}.json`, {
      cookie: owner.cookie,
      body: { status: 'disabled' },
    })
    expect(disabled).toMatchObject({
      status: 200,
      body: { user: { status: 'disabled', email: 'leaver@users.test' } },
    })
    expect((await t.request('GET', '/api/sessions/me', { cookie })).status).toBe(401)
    await t.request('POST', '/api/sessions/sign-in', { body: { email: 'leaver@users.test' } })
    const outbox = (await t.request('GET', '/api/dev/outbox')).body as { to: string }[]
    expect(outbox.filter((message) => message.to === 'leaver@users.test')).toHaveLength(1)
  })

  it('should not let users disable themselves or remove the last administrator', async () => {
    const solo = await signUp(t, 'Solo')
    const self = await t.request('PUT', `/api/proxy/user/${solo.userId}.json`, {
      cookie: solo.cookie,
      body: { status: 'disabled' },
    })
    expect(self).toMatchObject({ status: 400, body: { error: CANNOT_DISABLE_SELF } })
    const group = await t.request('POST', '/api/proxy/groups.json', {
      cookie: solo.cookie,
      body: { name: 'Clerks', rights: { pages: ['dashboard'], caches: [] } },
    })
    const clerks = (group.body as { group: { id: number } }).group.id
    const demote = await t.request('PUT', `/api/proxy/user/${solo.userId}.json`, {
      cookie: solo.cookie,
      body: { group_id: clerks },
    })
    expect(demote).toMatchObject({ status: 400, body: { error: LAST_ADMINISTRATOR } })
    const stripped = await t.request('PUT', `/api/proxy/group/${solo.groupId}.json`, {
      cookie: solo.cookie,
      body: { name: 'Administrators', rights: { pages: ['dashboard'], caches: [] } },
    })
    expect(stripped).toMatchObject({ status: 400, body: { error: LAST_ADMINISTRATOR } })
    const me = await t.request('GET', '/api/sessions/me', { cookie: solo.cookie })
    expect(me.body).toMatchObject({ user: { status: 'active', group_id: solo.groupId } })
    expect((me.body as { rights: { pages: string[] } }).rights.pages).toContain('admin.users')
  })

  it('should keep one administrator when two disable each other at the same time', async () => {
    const pair = await signUp(t, 'Pair')
    const created = await t.request('POST', '/api/proxy/users.json', {
      cookie: pair.cookie,
      body: { first_name: 'Second', last_name: 'Admin', email: 'second@pair.test', group_id: pair.groupId },
    })
    const second = (created.body as { user: User }).user
    const secondCookie = await signInAs(second.email)
    const results = await Promise.all([
      t.request('PUT', `/api/proxy/user/${second.id}.json`, {
        cookie: pair.cookie,
        body: { status: 'disabled' },
      }),
      t.request('PUT', `/api/proxy/user/${pair.userId}.json`, {
        cookie: secondCookie,
        body: { status: 'disabled' },
      }),
    ])
    expect(results.filter((response) => response.status === 200)).toHaveLength(1)
    const active = await companyRowIds(t, 'users', pair.companyId, 'status', 'active')
    expect(active).toHaveLength(1)
  })

  it('should let a second administrator disable the first', async () => {
    const created = await createUser({ email: 'deputy@users.test' })
    const deputy = (created.body as { user: User }).user
    const cookie = await signInAs(deputy.email)
    const other = await createUser({ email: 'third@users.test' })
    const third = (other.body as { user: User }).user
    const response = await t.request('PUT', `/api/proxy/user/${third.id}.json`, {
      cookie,
      body: { status: 'disabled' },
    })
    expect(response.status).toBe(200)
  })

  it('should refuse users without the admin.users right', async () => {
    const clerks = await createGroup(['dashboard'], 'Counter')
    await createUser({ email: 'clerk@users.test', group_id: clerks })
    const cookie = await signInAs('clerk@users.test')
    const forbidden = { status: 403, body: { error: "You don't have access to this page" } }
    expect(await t.request('GET', '/api/proxy/users.json', { cookie })).toMatchObject(forbidden)
    expect(await t.request('GET', `/api/proxy/user/${owner.userId}.json`, { cookie })).toMatchObject(
      forbidden,
    )
    expect(
      await t.request('PUT', `/api/proxy/user/${owner.userId}.json`, {
        cookie,
        body: { status: 'disabled' },
      }),
    ).toMatchObject(forbidden)
    expect(await t.request('GET', '/api/proxy/users.json')).toMatchObject({ status: 401 })
  })

  it('should not let a user manager put anyone in a group with rights they lack', async () => {
    const managers = await createGroup(['admin.users'], 'Managers')
    await createUser({ email: 'manager@users.test', group_id: managers })
    const cookie = await signInAs('manager@users.test')
    const escalate = await t.request('PUT', `/api/proxy/user/${owner.userId}.json`, {
      cookie,
      body: { first_name: 'Renamed' },
    })
    expect(escalate.status).toBe(200)
    const me = (await t.request('GET', '/api/sessions/me', { cookie })).body as { user: { id: number } }
    const raise = await t.request('PUT', `/api/proxy/user/${me.user.id}.json`, {
      cookie,
      body: { group_id: owner.groupId },
    })
    expect(raise).toMatchObject({
      status: 403,
      body: { error: 'You can only give rights that you have yourself' },
    })
  })

  it('should list stores for the user settings', async () => {
    const response = await t.request('GET', '/api/proxy/stores.json', { cookie: owner.cookie })
    expect(response).toMatchObject({
      status: 200,
      body: {
        stores: [{ id: storeId, name: 'Main Street', status: 'open', address: { city: 'Main Street' } }],
      },
    })
  })
})
