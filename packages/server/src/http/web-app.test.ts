import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../app-env.ts'
import { registerWebApp } from './web-app.ts'

/** The installable app's files (issue 8): the service worker, the manifest and the shell are revalidated. */
describe('serving the built web app', () => {
  let dist: string
  const app = new Hono<AppEnv>()

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'pos-web-dist-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>POS</title>')
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Point of Sale"}')
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'export {}')
    registerWebApp(app, dist)
  })

  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  it('serves the service worker uncached, as script, so an update is seen at the next check', async () => {
    const response = await app.request('/sw.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-type')).toMatch(/javascript/)
  })

  it('serves the manifest uncached with its media type', async () => {
    const response = await app.request('/manifest.webmanifest')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-type')).toMatch(/application\/manifest\+json/)
  })

  it('serves index.html uncached, also for an app route', async () => {
    for (const path of ['/', '/register/sale']) {
      const response = await app.request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toContain('<title>POS</title>')
    }
  })

  it('caches hashed assets for a year and 404s a missing one', async () => {
    const asset = await app.request('/assets/index-abc123.js')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await app.request('/assets/gone-123.js')).status).toBe(404)
  })
})
