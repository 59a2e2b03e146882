import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'

/**
 * Vite's hashed file names never change content: a year, immutable. Everything else is revalidated on every
 * load: index.html, and the service worker (sw.js, its workbox runtime) and manifest, so that the update check
 * every 300000 ms sees a new build at once (spec 9).
 */
const HASHED_ASSET = /^\/assets\//
const LONG_CACHE = 'public, max-age=31536000, immutable'
const NO_CACHE = 'no-cache'
const MISSING_FILE = /\/[^/]+\.[A-Za-z0-9]+$/

/**
 * Serves the built web app for every path outside /api: files as they are, and index.html for any other
 * path so that the app's router handles it (SPA fallback).
 */
export function registerWebApp(app: Hono<AppEnv>, webDist: string): void {
  const index = join(webDist, 'index.html')
  const files = serveStatic({ root: webDist })
  app.get('*', async (c, next) => {
    c.header('Cache-Control', HASHED_ASSET.test(c.req.path) ? LONG_CACHE : NO_CACHE)
    return files(c, next)
  })
  app.get('*', async (c, next) => {
    // A missing file (a stale hashed asset) is a 404, not the app's HTML served as script.
    if (MISSING_FILE.test(c.req.path)) return next()
    if (!existsSync(index)) {
      return c.text(`The web app is not built (no ${index}): run pnpm --filter @pos/web build`, 503)
    }
    c.header('Cache-Control', NO_CACHE)
    return serveStatic({ path: index })(c, next)
  })
}
