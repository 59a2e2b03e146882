import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, latestCode, type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { contentSecurityPolicy } from './security-headers.ts'
import { forwardedFor, insecureStartRefusal, parseTrustProxy } from './trust-proxy.ts'

const webDist = mkdtempSync(join(tmpdir(), 'pos-web-'))
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>POS</title>')

const PROXY = '10.20.30.40'
let t: TestApp
let proxied: TestApp
let production: TestApp
let owner: SignedUp

beforeAll(async () => {
  t = await createTestApp({ webDist })
  proxied = await createTestApp({ webDist, trustProxy: parseTrustProxy(`${PROXY}, loopback`) }, t)
  production = await createTestApp({ production: true, trustProxy: parseTrustProxy(PROXY) }, t)
  owner = await signUp(t, 'Headers')
})
afterAll(async () => {
  await t.dispose()
})

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy('/'))
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('same-origin')
  expect(headers.get('permissions-policy')).toContain('camera=()')
  // Cross-origin isolated, so the register shares memory with its sync worker (sync-worker ScanBoard).
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
  expect(headers.get('cross-origin-embedder-policy')).toBe('require-corp')
}

describe('security headers', () => {
  it.each([
    ['the web app', '/sales/register'],
    ['an API answer', '/api/health'],
    ['an API refusal', '/api/proxy/users.json'],
    ['an unknown API path', '/api/no/such/thing'],
  ])('should be on %s', async (_, path) => {
    expectSecurityHeaders((await t.request('GET', path)).headers)
  })

  it('should allow no inline script, no framing, no plugins and no base tag', () => {
    const policy = contentSecurityPolicy('/')
    expect(policy).toContain("script-src 'self';")
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'none'")
    expect(policy).toContain("worker-src 'self'")
    expect(contentSecurityPolicy('/media-player')).toContain("frame-ancestors 'self'")
  })

  it("should keep the custom-script sandbox off the network, running only its scripts' blob: URLs", () => {
    const policy = contentSecurityPolicy('/assets/custom-script-sandbox.worker-AbC_12-x.js')
    expect(policy).toBe(
      "default-src 'none'; script-src blob:; connect-src 'none'; worker-src 'none'; base-uri 'none'",
    )
    expect(contentSecurityPolicy('/assets/custom-script-sandbox.worker-x.js.map')).toContain(
      "script-src 'self'",
    )
    expect(contentSecurityPolicy('/assets/sync.worker-Ci268QAq.js')).toContain("script-src 'self'")
  })

  it('should keep signed-in API answers out of every cache', async () => {
    const me = await t.request('GET', '/api/sessions/me', { cookie: owner.cookie })
    expect(me.status).toBe(200)
    expect(me.headers.get('cache-control')).toBe('no-store')
    const users = await t.request('GET', '/api/proxy/users.json', { cookie: owner.cookie })
    expect(users.headers.get('cache-control')).toBe('no-store')
  })

  it('should send HSTS only over https, which only a trusted proxy can say', async () => {
    const claimed = { 'x-forwarded-proto': 'https' }
    expect((await t.request('GET', '/api/health')).headers.get('strict-transport-security')).toBeNull()
    const spoofed = await proxied.request('GET', '/api/health', { headers: claimed, address: '10.0.0.99' })
    expect(spoofed.headers.get('strict-transport-security')).toBeNull()
    const viaProxy = await proxied.request('GET', '/api/health', { headers: claimed, address: PROXY })
    expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
  })
})

describe('trusted proxy', () => {
  it('should believe X-Forwarded-* only from the proxies TRUST_PROXY names', () => {
    const headers = { 'x-forwarded-for': '6.6.6.6, 1.2.3.4', 'x-forwarded-proto': 'https' }
    const header = (name: string) => headers[name as keyof typeof headers]
    const peer = { address: '9.9.9.9', encrypted: false }
    expect(forwardedFor(parseTrustProxy(undefined), peer, header)).toEqual({
      address: '9.9.9.9',
      https: false,
    })
    expect(forwardedFor(parseTrustProxy('0'), peer, header)).toEqual({ address: '9.9.9.9', https: false })
    expect(forwardedFor(parseTrustProxy('true'), peer, header)).toEqual({ address: '1.2.3.4', https: true })
    expect(forwardedFor(parseTrustProxy('9.9.9.9'), peer, header)).toEqual({
      address: '1.2.3.4',
      https: true,
    })
    const loopback = { address: '::ffff:127.0.0.1', encrypted: false }
    expect(forwardedFor(parseTrustProxy('loopback'), loopback, header).address).toBe('1.2.3.4')
    expect(forwardedFor(parseTrustProxy('10.0.0.1'), peer, header).address).toBe('9.9.9.9')
  })

  it("should not let a client's X-Forwarded-Proto pick the https cookie", async () => {
    const response = await t.request('POST', '/api/sessions/sign-in', { body: { email: owner.email } })
    expect(response.status).toBe(200)
    const verified = await t.request('POST', '/api/sessions/verify', {
      body: { email: owner.email, code: await latestCode(t, owner.email) },
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(verified.headers.get('set-cookie')).toMatch(/^pos_session=/)
  })

  it('should always use the __Host- Secure cookie in production', async () => {
    await production.request('POST', '/api/sessions/sign-in', { body: { email: owner.email } })
    const verified = await production.request('POST', '/api/sessions/verify', {
      body: { email: owner.email, code: await latestCode(t, owner.email) },
    })
    expect(verified.status).toBe(200)
    expect(verified.headers.get('set-cookie')).toMatch(/^__Host-pos_session=.*Secure/)
  })

  it('should refuse to start in production on plain http without TRUST_PROXY or ALLOW_INSECURE_HTTP=1', () => {
    const production = { production: true, trustProxy: undefined, allowInsecureHttp: undefined }
    expect(insecureStartRefusal(production)).toMatch(/TRUST_PROXY/)
    expect(insecureStartRefusal({ ...production, trustProxy: 'false' })).toMatch(/ALLOW_INSECURE_HTTP=1/)
    expect(insecureStartRefusal({ ...production, trustProxy: '127.0.0.1' })).toBeUndefined()
    expect(insecureStartRefusal({ ...production, allowInsecureHttp: '1' })).toBeUndefined()
    expect(insecureStartRefusal({ ...production, production: false })).toBeUndefined()
  })
})
