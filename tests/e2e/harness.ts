// The end-to-end harness: the real server in this process on a fresh embedded database, serving the built
// web app, and a headless Chromium driven by Playwright. One harness per test file.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningServer, startServer } from '@pos/server'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

const root = join(import.meta.dirname, '../..')
// POS_E2E_WEB_DIST: another build of the web app (a helper's own, so as not to rebuild the shared dist).
const webDist = process.env.POS_E2E_WEB_DIST ?? join(root, 'packages/web/dist')

/** `npm test` sets POS_E2E=0 only when Chromium could not be installed. */
export const e2eEnabled = process.env.POS_E2E !== '0'
export const E2E_SKIP_MESSAGE = 'POS_E2E=0: Chromium is not available, so the browser tests are skipped'
if (!e2eEnabled) process.stdout.write(`[e2e] ${E2E_SKIP_MESSAGE}\n`)

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export type OutboxMessage = { to: string; subject: string; text: string; created: string }

export type Harness = {
  baseUrl: string
  server: RunningServer
  browser: Browser
  /** A fresh browser profile (no cookies) with one page, at the given window width. */
  newPage(options?: { width?: number; height?: number }): Promise<{ context: BrowserContext; page: Page }>
  /** The development outbox, newest first. */
  outbox(): Promise<OutboxMessage[]>
  /** Waits for a code emailed to `email` that isn't one of `seen`, and returns it. */
  nextCode(email: string, seen?: readonly string[]): Promise<string>
  /** Ends it all; rejects when a page of `newPage` had an uncaught error or rejection on the way. */
  close(): Promise<void>
}

/** The one 6-digit number of a code email. */
export function codeOf(text: string): string | undefined {
  return /\b(\d{6})\b/.exec(text)?.[1]
}

export async function startHarness(): Promise<Harness> {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(
      'packages/web/dist is missing: run `pnpm --filter @pos/web run build` (npm test does) first',
    )
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-e2e-'))
  const server = await startServer({ port: 0, dataDir, webDist, logLevel: 'silent', hostname: '127.0.0.1' })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  const baseUrl = server.url.replace('localhost', '127.0.0.1')
  const contexts: BrowserContext[] = []
  const uncaught: string[] = []

  async function outbox(): Promise<OutboxMessage[]> {
    const response = await fetch(`${baseUrl}/api/dev/outbox`)
    if (!response.ok) throw new Error(`GET /api/dev/outbox answered ${response.status}`)
    return (await response.json()) as OutboxMessage[]
  }

  return {
    baseUrl,
    server,
    browser,
    async newPage({ width = 1400, height = 900 } = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width, height },
        locale: 'en-AU',
        timezoneId: 'Australia/Sydney',
      })
      contexts.push(context)
      context.on('weberror', (error) => {
        const { name, message } = error.error()
        uncaught.push(`${error.page()?.url() ?? 'a page'}: ${name || 'thrown'}: ${message}`)
      })
      return { context, page: await context.newPage() }
    },
    outbox,
    async nextCode(email, seen = []) {
      // Mail is written as part of the request that sends it; poll briefly in case it's queued.
      for (let attempt = 0; attempt < 50; attempt++) {
        const message = (await outbox()).find((m) => m.to === email && codeOf(m.text))
        const code = message && codeOf(message.text)
        if (code && !seen.includes(code)) return code
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`no new code was emailed to ${email}`)
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {})
      await browser.close().catch(() => {})
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
      // An uncaught error or rejection is a defect even when the screen recovered and the test passed.
      if (uncaught.length) throw new Error(`Uncaught errors on the test's pages:\n${uncaught.join('\n')}`)
    },
  }
}
