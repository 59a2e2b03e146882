import { ALL_PAGE_RIGHTS, REGISTER_CACHES } from '@pos/core'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { parseTrustProxy } from '../http/trust-proxy.ts'
import { createTestApp, latestCode, sessionCookieFrom, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'
import { CODE_FAILED } from './sessions.ts'

let t: TestApp
withTestApp(async (app) => {
  t = app
})

const TOO_MANY = { error: 'Too many attempts, please wait a few minutes and try again' }

function registration(email: string) {
  return { company_name: 'Acme Retail', first_name: 'Ada', last_name: 'Lovelace', email, currency: 'NZD' }
}

async function outboxTo(email: string) {
  const outbox = await t.request('GET', '/api/dev/outbox')
  return (outbox.body as { to: string; subject: string; text: string; created: string }[]).filter(
    (message) => message.to === email,
  )
}

async function signInCode(email: string): Promise<string> {
  const response = await t.request('POST', '/api/sessions/sign-in', { body: { email } })
  expect(response.status).toBe(200)
  return latestCode(t, email)
}

describe('create company', () => {
  it('should email a code, then create the company, its Administrators group and the first user', async () => {
    const email = 'ada@acme.test'
    const registered = await t.request('POST', '/api/sessions/register', {
      body: registration(' ADA@acme.test '),
    })
    expect(registered).toMatchObject({ status: 200, body: { ok: true } })
    const [message] = await outboxTo(email)
    expect(message).toMatchObject({ subject: 'Your verification code' })
    expect(message?.text.match(/\b\d{6}\b/g)).toHaveLength(1)
    expect(Date.parse(message?.created ?? '')).not.toBeNaN()

    const verified = await t.request('POST', '/api/sessions/register/verify', {
      body: { email, code: await latestCode(t, email) },
    })
    expect(verified.status).toBe(200)
    expect(verified.body).toMatchObject({
      user: { first_name: 'Ada', last_name: 'Lovelace', email, status: 'active' },
      company: { name: 'Acme Retail', currency: 'NZD' },
      rights: { pages: ALL_PAGE_RIGHTS, caches: [...REGISTER_CACHES] },
    })
    const cookie = verified.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^pos_session=[A-Za-z0-9_-]{43};/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Path=\//)

    const me = await t.request('GET', '/api/sessions/me', { cookie: sessionCookieFrom(verified) })
    expect(me.status).toBe(200)
    const account = me.body as { user: { group_id: number; settings: unknown }; company: { id: number } }
    expect(account.user.settings).toMatchObject({ pos_store_id: null, dashboard_store_ids: [] })
    const group = await t.database.db
      .selectFrom('security_groups')
      .selectAll()
      .where('id', '=', account.user.group_id)
      .executeTakeFirstOrThrow()
    expect(group).toMatchObject({ name: 'Administrators', company_id: account.company.id })
  })

  it.each([
    [{ ...registration('x@y.test'), email: 'not an email' }, 'Please enter a valid email address'],
    [{ ...registration('x@y.test'), company_name: '' }, 'Please enter a company name'],
    [{ ...registration('x@y.test'), first_name: undefined }, 'Please enter first name'],
    [{ ...registration('x@y.test'), currency: 'GBP' }, 'Please choose a currency: AUD, NZD or USD'],
  ])('should refuse %o with a clear 400', async (body, error) => {
    expect(await t.request('POST', '/api/sessions/register', { body })).toMatchObject({
      status: 400,
      body: { error },
    })
  })

  it('should answer a taken email like any other and email its owner instead of sending a code', async () => {
    const owner = await signUp(t, 'Taken')
    const again = await t.request('POST', '/api/sessions/register', { body: registration(owner.email) })
    expect(again).toMatchObject({ status: 200, body: { ok: true } })
    const [message] = await outboxTo(owner.email)
    expect(message?.subject).toBe('You already have an account')
    expect(message?.text).not.toMatch(/\d{6}/)
  })

  it('should refuse a wrong registration code and create nothing', async () => {
    const email = 'wrong@acme.test'
    await t.request('POST', '/api/sessions/register', { body: registration(email) })
    const code = await latestCode(t, email)
    const wrong = code === '000000' ? '000001' : '000000'
    const response = await t.request('POST', '/api/sessions/register/verify', {
      body: { email, code: wrong },
    })
    expect(response).toMatchObject({ status: 400, body: { error: CODE_FAILED } })
    const users = await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute()
    expect(users).toEqual([])
  })
})

describe('sign in', () => {
  it('should answer the same for an active, a disabled and an unknown email, and email only the active one', async () => {
    const active = await signUp(t, 'Active')
    const disabled = await signUp(t, 'Disabled')
    await t.database.db
      .updateTable('users')
      .set({ status: 'disabled' })
      .where('id', '=', disabled.userId)
      .execute()
    const unknown = 'nobody@nowhere.test'
    const answers = []
    for (const email of [active.email, disabled.email, unknown]) {
      const response = await t.request('POST', '/api/sessions/sign-in', { body: { email } })
      answers.push({ status: response.status, body: response.body })
    }
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
    expect((await outboxTo(active.email))[0]?.subject).toBe('Your sign-in code')
    expect((await outboxTo(disabled.email))[0]?.subject).not.toBe('Your sign-in code')
    expect(await outboxTo(unknown)).toEqual([])
  })

  it('should sign in with the code once, rotate the session and send back the account', async () => {
    const owner = await signUp(t, 'Rotate')
    const code = await signInCode(owner.email)
    const verified = await t.request('POST', '/api/sessions/verify', {
      body: { email: owner.email, code },
      cookie: owner.cookie,
    })
    expect(verified).toMatchObject({
      status: 200,
      body: { user: { id: owner.userId }, company: { id: owner.companyId } },
    })
    const fresh = sessionCookieFrom(verified)
    expect(fresh).not.toBe(owner.cookie)
    expect((await t.request('GET', '/api/sessions/me', { cookie: owner.cookie })).status).toBe(401)
    expect((await t.request('GET', '/api/sessions/me', { cookie: fresh })).status).toBe(200)
    const reuse = await t.request('POST', '/api/sessions/verify', { body: { email: owner.email, code } })
    expect(reuse).toMatchObject({ status: 400, body: { error: CODE_FAILED } })
  })

  it('should store only hashes of codes and sessions', async () => {
    const owner = await signUp(t, 'Hashes')
    const code = await signInCode(owner.email)
    const rows = await t.database.db
      .selectFrom('sign_in_codes')
      .selectAll()
      .where('email', '=', owner.email)
      .execute()
    expect(JSON.stringify(rows)).not.toContain(code)
    const token = owner.cookie.split('=')[1] ?? ''
    const sessions = await t.database.db.selectFrom('sessions').selectAll().execute()
    expect(JSON.stringify(sessions)).not.toContain(token)
  })

  it('should let exactly one of 100 parallel verifies with the right code succeed', async () => {
    const owner = await signUp(t, 'Parallel')
    const code = await signInCode(owner.email)
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.request('POST', '/api/sessions/verify', { body: { email: owner.email, code } }),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 400)).toHaveLength(99)
  })

  it('should kill a code after 5 wrong tries', async () => {
    const owner = await signUp(t, 'Wrong')
    const code = await signInCode(owner.email)
    const wrong = code === '999999' ? '999998' : '999999'
    for (let i = 0; i < 5; i += 1) {
      const response = await t.request('POST', '/api/sessions/verify', {
        body: { email: owner.email, code: wrong },
      })
      expect(response).toMatchObject({ status: 400, body: { error: CODE_FAILED } })
    }
    const right = await t.request('POST', '/api/sessions/verify', { body: { email: owner.email, code } })
    expect(right).toMatchObject({ status: 400, body: { error: CODE_FAILED } })
  })

  it('should refuse an expired code and a code replaced by a newer one', async () => {
    const owner = await signUp(t, 'Expired')
    const old = await signInCode(owner.email)
    await t.database.db
      .updateTable('sign_in_codes')
      .set({ expires: sql`now() - interval '1 second'` })
      .where('email', '=', owner.email)
      .where('used', 'is', null)
      .execute()
    expect(
      await t.request('POST', '/api/sessions/verify', { body: { email: owner.email, code: old } }),
    ).toMatchObject({
      status: 400,
      body: { error: CODE_FAILED },
    })
    const first = await signInCode(owner.email)
    const second = await signInCode(owner.email)
    if (first !== second) {
      const stale = await t.request('POST', '/api/sessions/verify', {
        body: { email: owner.email, code: first },
      })
      expect(stale.status).toBe(400)
    }
    const rows = await t.database.db
      .selectFrom('sign_in_codes')
      .select(['expires', 'created'])
      .where('email', '=', owner.email)
      .where('used', 'is', null)
      .execute()
    expect(rows).toHaveLength(1)
    const lifetime = (rows[0]?.expires.getTime() ?? 0) - (rows[0]?.created.getTime() ?? 0)
    expect(lifetime).toBe(10 * 60 * 1000)
    expect(
      (await t.request('POST', '/api/sessions/verify', { body: { email: owner.email, code: second } }))
        .status,
    ).toBe(200)
  })

  it('should refuse a disabled user even with a right code', async () => {
    const owner = await signUp(t, 'Late')
    const code = await signInCode(owner.email)
    await t.database.db
      .updateTable('users')
      .set({ status: 'disabled' })
      .where('id', '=', owner.userId)
      .execute()
    const response = await t.request('POST', '/api/sessions/verify', { body: { email: owner.email, code } })
    expect(response).toMatchObject({ status: 400, body: { error: CODE_FAILED } })
    expect((await t.request('GET', '/api/sessions/me', { cookie: owner.cookie })).status).toBe(401)
  })

  it('should limit codes per email and per address with a 429', async () => {
    const email = 'limited@acme.test'
    const statuses = []
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await t.request('POST', '/api/sessions/sign-in', { body: { email } })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    const limited = await t.request('POST', '/api/sessions/sign-in', { body: { email } })
    expect(limited.body).toEqual(TOO_MANY)

    const address = '192.0.2.7'
    const fromOneAddress = []
    for (let i = 0; i < 31; i += 1) {
      const response = await t.request('POST', '/api/sessions/sign-in', {
        body: { email: `a${i}@b.test` },
        address,
      })
      fromOneAddress.push(response.status)
    }
    expect(fromOneAddress.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(fromOneAddress[30]).toBe(429)
  })

  it('should stop verifying an account after 100 wrong codes in an hour', async () => {
    const owner = await signUp(t, 'Hammered')
    await t.database.db
      .insertInto('rate_limits')
      .values({
        key: `verify-fail-email:${owner.email}`,
        window_start: sql`to_timestamp(floor(extract(epoch from now()) / 3600) * 3600)`,
        count: 100,
      })
      .execute()
    const code = await signInCode(owner.email)
    const response = await t.request('POST', '/api/sessions/verify', { body: { email: owner.email, code } })
    expect(response).toMatchObject({ status: 429, body: TOO_MANY })
  })
})

describe('session', () => {
  it('should answer 401 to /me without a session', async () => {
    expect(await t.request('GET', '/api/sessions/me')).toMatchObject({
      status: 401,
      body: { error: 'Not signed in' },
    })
    expect(await t.request('GET', '/api/sessions/me', { cookie: 'pos_session=forged' })).toMatchObject({
      status: 401,
    })
  })

  it('should kill the session on sign-out', async () => {
    const owner = await signUp(t, 'Leaving')
    const out = await t.request('POST', '/api/sessions/sign-out', { cookie: owner.cookie })
    expect(out).toMatchObject({ status: 200, body: { ok: true, redirect: '/sessions/sign-in' } })
    expect(out.headers.get('set-cookie')).toMatch(/pos_session=;/)
    expect((await t.request('GET', '/api/sessions/me', { cookie: owner.cookie })).status).toBe(401)
  })

  it('should use a Secure __Host- cookie over https (through a proxy TRUST_PROXY names)', async () => {
    const owner = await signUp(t, 'Secure')
    const code = await signInCode(owner.email)
    const proxied = await createTestApp({ trustProxy: parseTrustProxy('10.9.9.9') }, t)
    const response = await proxied.request('POST', '/api/sessions/verify', {
      body: { email: owner.email, code },
      headers: { 'x-forwarded-proto': 'https' },
      address: '10.9.9.9',
    })
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^__Host-pos_session=/)
    expect(cookie).toMatch(/Secure/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).not.toMatch(/Domain/)
    expect((await t.request('GET', '/api/sessions/me', { cookie: sessionCookieFrom(response) })).status).toBe(
      200,
    )
  })
})

describe('cross-site request forgery', () => {
  it.each([
    ['no JSON content type', { 'content-type': 'text/plain' }],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'https://evil.test' }],
  ])('should refuse a signed-in POST with %s', async (_, headers) => {
    const owner = await signUp(t, 'Forged')
    const response = await t.request('POST', '/api/sessions/sign-out', { cookie: owner.cookie, headers })
    expect(response.status).toBe(403)
    expect(response.body).toMatchObject({ error: expect.any(String) })
    expect((await t.request('GET', '/api/sessions/me', { cookie: owner.cookie })).status).toBe(200)
  })

  it('should accept a same-origin POST', async () => {
    const owner = await signUp(t, 'Same')
    const response = await t.request('POST', '/api/sessions/sign-out', {
      cookie: owner.cookie,
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    })
    expect(response.status).toBe(200)
  })
})

describe('logs', () => {
  it('should log a line per request and never a code or a session id outside the outbox line', async () => {
    const owner = await signUp(t, 'Logged')
    const code = await signInCode(owner.email)
    const verified = await t.request('POST', '/api/sessions/verify', { body: { email: owner.email, code } })
    const token = sessionCookieFrom(verified).split('=')[1] ?? ''
    const lines = t.logs.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'request', method: 'POST', path: '/api/sessions/verify', status: 200 }),
    )
    const others = lines.filter((line) => line.msg !== 'email (development outbox)')
    expect(JSON.stringify(others)).not.toContain(code)
    expect(t.logs.join('\n')).not.toContain(token)
  })
})

describe('housekeeping', () => {
  it("should drop a user's expired sessions and day-old codes when new ones are made", async () => {
    const owner = await signUp(t, 'Tidy')
    await t.database.db
      .updateTable('sessions')
      .set({ expires: sql`now() - interval '1 second'` })
      .where('user_id', '=', owner.userId)
      .execute()
    await t.database.db
      .updateTable('sign_in_codes')
      .set({ created: sql`now() - interval '2 days'` })
      .where('email', '=', owner.email)
      .execute()
    expect((await t.request('GET', '/api/sessions/me', { cookie: owner.cookie })).status).toBe(401)
    const code = await signInCode(owner.email)
    const codes = await t.database.db
      .selectFrom('sign_in_codes')
      .select('id')
      .where('email', '=', owner.email)
      .execute()
    expect(codes).toHaveLength(1)
    await t.request('POST', '/api/sessions/verify', { body: { email: owner.email, code } })
    const sessions = await t.database.db
      .selectFrom('sessions')
      .select('expires')
      .where('user_id', '=', owner.userId)
      .execute()
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.expires.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000)
  })
})

describe('sign-in timing', () => {
  it('should do the same database work for an unknown email as for a known one', async () => {
    const owner = await signUp(t, 'Timing')
    const unknown = 'ghost@timing.test'
    await t.request('POST', '/api/sessions/sign-in', { body: { email: owner.email } })
    await t.request('POST', '/api/sessions/sign-in', { body: { email: unknown } })
    const codes = async (email: string) =>
      t.database.db
        .selectFrom('sign_in_codes')
        .select('id')
        .where('email', '=', email)
        .where('purpose', '=', 'sign_in')
        .execute()
    expect(await codes(owner.email)).toHaveLength(1)
    expect(await codes(unknown)).toHaveLength(1)
    expect(await outboxTo(unknown)).toEqual([])
  })
})
