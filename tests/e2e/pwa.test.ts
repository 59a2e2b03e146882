// Installable and offline from a cold start (issue 8): a browser profile that was online once is closed,
// started again with the network off, opens the sale screen signed in with its local database, sells, and
// the sale arrives once when the network returns. Then a new build deployed while a tab is open: the spec's
// update modal, OK, the page reloads into the new version and the queued sale is still there.
import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningServer, startServer } from '@pos/server'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeOf, E2E_SKIP_MESSAGE, e2eEnabled, type Harness, type OutboxMessage } from './harness.ts'
import { signIn } from './pages.ts'
import { apiOf, type SaleShop, saleShop } from './sale-setup.ts'
import { scannerBurst } from './scanner.ts'

const root = join(import.meta.dirname, '../..')
const builtDist = join(root, 'packages/web/dist')

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

type PwaHarness = Harness & { webDist: string; profiles: string[] }

/**
 * The shared harness serves packages/web/dist in place; these tests deploy a second build over the one
 * served, so the server here serves a copy of the build, and browsers run with a profile on disk.
 */
async function startPwaHarness(): Promise<PwaHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-pwa-data-'))
  const webDist = mkdtempSync(join(tmpdir(), 'pos-pwa-dist-'))
  cpSync(builtDist, webDist, { recursive: true })
  const server: RunningServer = await startServer({
    port: 0,
    dataDir,
    webDist,
    logLevel: 'silent',
    hostname: '127.0.0.1',
  })
  const baseUrl = server.url.replace('localhost', '127.0.0.1')
  const profiles: string[] = []
  async function outbox(): Promise<OutboxMessage[]> {
    return (await (await fetch(`${baseUrl}/api/dev/outbox`)).json()) as OutboxMessage[]
  }
  return {
    baseUrl,
    server,
    webDist,
    profiles,
    browser: undefined as never,
    newPage: () => Promise.reject(new Error('use launchProfile')),
    outbox,
    async nextCode(email, seen = []) {
      for (let attempt = 0; attempt < 50; attempt++) {
        const message = (await outbox()).find((m) => m.to === email && codeOf(m.text))
        const code = message && codeOf(message.text)
        if (code && !seen.includes(code)) return code
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`no new code was emailed to ${email}`)
    },
    async close() {
      await server.close()
      for (const dir of [dataDir, webDist, ...profiles]) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A Chromium with its profile in `userDataDir`: closing and launching it again is a browser restart. */
function launchProfile(harness: PwaHarness, userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL: harness.baseUrl,
    viewport: { width: 1400, height: 900 },
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
  })
}

function newProfile(harness: PwaHarness): string {
  const dir = mkdtempSync(join(tmpdir(), 'pos-pwa-profile-'))
  harness.profiles.push(dir)
  return dir
}

/** Signs in, makes this browser the shop's register, waits for the local database and the service worker. */
async function onlineOnce(harness: Harness, page: Page, shop: SaleShop): Promise<void> {
  await page.goto('/sessions/sign-in')
  await signIn(harness, page, shop.email)
  await page.waitForURL('**/dashboard')
  await page.evaluate((id) => window.localStorage.setItem('pos.register_id', String(id)), shop.registerId)
  await page.getByRole('button', { name: 'Offline data: Offline data ready' }).waitFor({ timeout: 60_000 })
  // Installed: the service worker is active, so the whole app is in its precache.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.goto('/register/sale')
  await servedBy(page)
}

/** The sale screen ready to sell: a sales person chosen (asked again only when the register forgot). */
async function servedBy(page: Page): Promise<void> {
  const served = page.getByText('Served by Grace H.')
  const posCode = page.getByLabel('POS code')
  await served.or(posCode).first().waitFor({ timeout: 30_000 })
  if (!(await served.isVisible())) {
    await posCode.fill('4242')
    await page.keyboard.press('Enter')
    await served.waitFor()
  }
}

async function scan(page: Page, barcode: string, name: string): Promise<void> {
  await page.getByRole('heading', { name: 'Sale', exact: true }).click()
  await scannerBurst(page, barcode)
  await page.locator('tr[data-line]').filter({ hasText: name }).waitFor()
}

async function sellCash(page: Page, shop: SaleShop): Promise<void> {
  await scan(page, shop.mug.barcode, shop.mug.name)
  await page.keyboard.press('F9')
  await page.getByLabel('Amount').fill('20')
  await page.keyboard.press('Enter')
  await page.getByRole('heading', { name: 'Sale complete' }).waitFor()
}

async function queueShows(page: Page, count: number): Promise<void> {
  await page.locator(`[data-queued="${count}"]`).first().waitFor({ timeout: 30_000 })
}

/** The files the service worker precaches and their total size. */
function precacheSize(webDist: string): { files: number; kb: number; urls: Set<string> } {
  const sw = readFileSync(join(webDist, 'sw.js'), 'utf8')
  const urls = new Set([...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!))
  let bytes = 0
  for (const url of urls) bytes += statSync(join(webDist, url)).size
  return { files: urls.size, kb: Math.round(bytes / 1024), urls }
}

/** Deploys build "B" over the served one: a changed index.html, and a service worker that precaches it. */
function deployBuildB(webDist: string): void {
  const indexPath = join(webDist, 'index.html')
  const html = readFileSync(indexPath, 'utf8').replace(
    '<head>',
    '<head>\n    <meta name="pos-build" content="B" />',
  )
  writeFileSync(indexPath, html)
  const revision = createHash('md5').update(html).digest('hex')
  const swPath = join(webDist, 'sw.js')
  const sw = readFileSync(swPath, 'utf8').replace(
    /\{url:"index\.html",revision:"[0-9a-f]+"\}/,
    `{url:"index.html",revision:"${revision}"}`,
  )
  writeFileSync(swPath, sw)
}

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'installable and offline (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: PwaHarness

  beforeAll(async () => {
    harness = await startPwaHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('starts after a browser restart with the network off, signed in, sells, and delivers the sale once', async () => {
    const size = precacheSize(harness.webDist)
    process.stdout.write(`[e2e] precache: ${size.files} files, ${size.kb} KB\n`)
    // Every file of the build is precached: the shell, each route's lazy chunk, the sync worker, the icons.
    const built = readdirSync(join(harness.webDist, 'assets')).map((name) => `assets/${name}`)
    expect(built.filter((file) => !size.urls.has(file))).toEqual([])
    expect(built.some((file) => /sync\.worker-.*\.js$/.test(file))).toBe(true)
    expect(size.urls.has('index.html')).toBe(true)

    const shop = await saleShop(harness)
    const profile = newProfile(harness)
    const first = await launchProfile(harness, profile)
    await onlineOnce(harness, first.pages()[0] ?? (await first.newPage()), shop)
    await first.close()

    // A browser restart with no connection at all.
    const second = await launchProfile(harness, profile)
    try {
      await second.setOffline(true)
      const page = second.pages()[0] ?? (await second.newPage())
      // An uncaught error or rejection on the way is a defect even when the screen recovers (the sale screen's
      // first load once asked the local database for the saved sale before it was open).
      const uncaught: string[] = []
      page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`))
      const start = Date.now()
      await page.goto('/register/sale')
      await page.getByLabel('Scan or search').waitFor({ timeout: 30_000 })
      await servedBy(page)
      const readyMs = Date.now() - start
      process.stdout.write(`[e2e] cold offline start to sale screen ready: ${readyMs} ms\n`)
      expect(page.url()).toContain('/register/sale')
      // Started from the service worker's copy, the page is still cross-origin isolated, so the scans asked ahead
      // of Enter are read off the memory it shares with the sync worker (sync-worker ScanBoard).
      expect(await page.evaluate(() => globalThis.crossOriginIsolated)).toBe(true)

      // Storage that lasts: the browser was asked; a refusal is shown with the offline data.
      const persisted = await page.evaluate(() => navigator.storage.persisted())
      await page.getByRole('button', { name: /^Offline data:/ }).click()
      const warning = page.getByTestId('storage-warning')
      if (persisted) expect(await warning.count()).toBe(0)
      else await warning.waitFor()
      await page.screenshot({ path: '/tmp/pwa-offline-start.png' })
      await page.keyboard.press('Escape')

      await sellCash(page, shop)
      await queueShows(page, 1)
      const api = apiOf(harness, shop.cookie)
      expect((await api<{ sales: unknown[] }>('GET', '/api/proxy/sales.json')).sales).toHaveLength(0)

      await second.setOffline(false)
      await queueShows(page, 0)
      const { sales } = await api<{ sales: { total: number }[] }>('GET', '/api/proxy/sales.json')
      expect(sales).toHaveLength(1)
      expect(sales[0]).toMatchObject({ total: 1850 })
      // A reload online sends nothing twice.
      await page.reload()
      await servedBy(page)
      await queueShows(page, 0)
      expect((await api<{ sales: unknown[] }>('GET', '/api/proxy/sales.json')).sales).toHaveLength(1)
      expect(uncaught).toEqual([])
    } finally {
      await second.close()
    }
  })

  it('shows the update modal when a new build is deployed, and OK reloads into it keeping the queue', async () => {
    const shop = await saleShop(harness)
    const context = await launchProfile(harness, newProfile(harness))
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await onlineOnce(harness, page, shop)
      // A sale kept in the queue: the server cannot be reached for it.
      await context.route('**/api/proxy/sales/batch.json', (route) => route.abort('internetdisconnected'))
      await sellCash(page, shop)
      await queueShows(page, 1)

      deployBuildB(harness.webDist)
      await page.evaluate(async () => {
        const hook = (window as { __posPwa?: { checkForUpdate(): Promise<void> } }).__posPwa
        await hook?.checkForUpdate()
      })
      const modal = page.getByRole('alertdialog')
      await modal.getByText('Looks like the system has been updated click OK to update.').waitFor()
      await page.screenshot({ path: '/tmp/pwa-update-modal.png' })
      await modal.getByRole('button', { name: 'OK' }).click()
      await page.locator('meta[name="pos-build"][content="B"]').waitFor({ state: 'attached' })
      await servedBy(page)
      await queueShows(page, 1)

      const api = apiOf(harness, shop.cookie)
      await context.unroute('**/api/proxy/sales/batch.json')
      await context.setOffline(true)
      await context.setOffline(false)
      await queueShows(page, 0)
      expect((await api<{ sales: unknown[] }>('GET', '/api/proxy/sales.json')).sales).toHaveLength(1)
    } finally {
      await context.close()
    }
  })
})
