import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import rootPackage from '../../../package.json' with { type: 'json' }
import { createTestApp, type TestApp } from './test/test-app.ts'

const webDist = mkdtempSync(join(tmpdir(), 'pos-web-'))
mkdirSync(join(webDist, 'assets'))
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>POS</title>')
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)')
writeFileSync(join(webDist, 'manifest.webmanifest'), '{}')

let t: TestApp
let production: TestApp
beforeAll(async () => {
  t = await createTestApp({ webDist })
  production = await createTestApp({ production: true }, t)
})
afterAll(async () => {
  await t.dispose()
  await production.dispose()
})

describe('health', () => {
  it('should report the database, the version, the uptime and the process', async () => {
    const response = await t.request('GET', '/api/health')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      ok: true,
      db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      version: rootPackage.version,
      uptime_s: expect.any(Number),
      pid: process.pid,
    })
  })
})

describe('error contract', () => {
  it('should answer an unknown /api path with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect(await t.request(method, '/api/no/such/thing')).toMatchObject({
        status: 404,
        body: { error: 'Not found' },
      })
    }
  })

  it('should answer a broken JSON body with a 400', async () => {
    const response = await t.app.request('http://localhost/api/sessions/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'The request body must be valid JSON' })
  })

  it('should hide a server failure behind the spec message and log the real error (fail closed)', async () => {
    const broken = await createTestApp()
    await broken.database.dispose()
    const response = await broken.request('POST', '/api/sessions/verify', {
      body: { email: 'a@b.test', code: '123456' },
    })
    expect(response).toMatchObject({
      status: 500,
      body: { error: 'Error connecting to server, please try again later' },
    })
    expect(response.headers.get('set-cookie')).toBeNull()
    const failure = broken.logs.map((line) => JSON.parse(line)).find((line) => line.msg === 'request failed')
    expect(failure).toMatchObject({
      level: 50,
      path: '/api/sessions/verify',
      err: { message: expect.any(String) },
    })
  })
})

describe('development outbox', () => {
  it('should not exist in production', async () => {
    expect(await production.request('GET', '/api/dev/outbox')).toMatchObject({
      status: 404,
      body: { error: 'Not found' },
    })
  })

  it('should log the message when there is no SMTP server', async () => {
    await t.request('POST', '/api/sessions/register', {
      body: {
        company_name: 'Log',
        first_name: 'A',
        last_name: 'B',
        email: 'log@outbox.test',
        currency: 'USD',
      },
    })
    const line = t.logs.map((entry) => JSON.parse(entry)).find((entry) => entry.to === 'log@outbox.test')
    expect(line).toMatchObject({
      level: 30,
      subject: 'Your verification code',
      text: expect.stringMatching(/\d{6}/),
    })
  })
})

describe('web app', () => {
  it('should serve index.html without caching at / and for any app route (SPA fallback)', async () => {
    for (const path of ['/', '/dashboard', '/admin/users/3']) {
      const response = await t.app.request(`http://localhost${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toContain('<title>POS</title>')
    }
  })

  it('should serve hashed assets with a year-long immutable cache and other files revalidated', async () => {
    const asset = await t.app.request('http://localhost/assets/index-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const manifest = await t.app.request('http://localhost/manifest.webmanifest')
    expect(manifest.headers.get('cache-control')).toBe('no-cache')
  })

  it('should not serve files outside the web app', async () => {
    const response = await t.app.request('http://localhost/..%2f..%2fpackage.json')
    expect(await response.text()).not.toContain('"dependencies"')
  })
})

describe('web app files', () => {
  it('should answer a missing asset with 404 rather than the app', async () => {
    const response = await t.app.request('http://localhost/assets/index-gone.js')
    expect(response.status).toBe(404)
  })
})
