// `pnpm exec tsx tests/e2e/sync-screenshot.ts [outDir]` (PRODUCTS=10000 by default): the first sync of a
// seeded catalog in Chromium. Seeds the demo company with the server's seed command on a fresh data folder,
// signs in as its owner, screenshots the offline-data indicator mid-sync and when done, and prints one JSON
// line per figure: time to sell-ready and to done after sign-in, and the worker's heap when it can tell.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '@pos/server'
import { chromium } from 'playwright-core'
import { signIn } from './pages.ts'

const root = join(import.meta.dirname, '../..')
const outDir = process.argv[2] ?? join(root, '.test-output/screenshots')
const products = Number(process.env.PRODUCTS ?? 10_000)
mkdirSync(outDir, { recursive: true })
const print = (figure: string, value: number, unit: string) =>
  process.stdout.write(`${JSON.stringify({ bench: 'sync-chromium', figure, value, unit, products })}\n`)

const dataDir = mkdtempSync(join(tmpdir(), 'pos-sync-shot-'))
const seeded = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'packages/server/src/seed/main.ts', '--products', String(products), '--items', '3'],
  { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
)
if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`)
const server = await startServer({
  port: 0,
  dataDir,
  webDist: join(root, 'packages/web/dist'),
  logLevel: 'silent',
  hostname: '127.0.0.1',
})
const baseUrl = server.url.replace('localhost', '127.0.0.1')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'],
})
try {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1400, height: 900 } })
  const page = await context.newPage()
  const harness = {
    async outbox() {
      return (await (await fetch(`${baseUrl}/api/dev/outbox`)).json()) as { to: string; text: string }[]
    },
    async nextCode(email: string, seen: readonly string[] = []) {
      for (let attempt = 0; attempt < 50; attempt++) {
        const message = (await this.outbox()).find((m) => m.to === email && /\b\d{6}\b/.test(m.text))
        const code = message && /\b(\d{6})\b/.exec(message.text)?.[1]
        if (code && !seen.includes(code)) return code
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error('no code')
    },
  }
  await page.goto('/sessions/sign-in')
  await signIn(harness as unknown as Parameters<typeof signIn>[0], page, 'demo@example.com')
  await page.waitForURL('**/dashboard')
  const started = Date.now()
  const indicator = page.getByRole('button', { name: 'Offline data:' })
  await indicator.waitFor()
  await page.getByRole('button', { name: 'Offline data: Syncing Products' }).waitFor({ timeout: 120_000 })
  await indicator.click()
  const products = page.getByRole('listitem', { name: 'Products' })
  await products.getByText(' / ').waitFor()
  // Wait for a page or two so the count and bar show progress.
  await page.waitForFunction(() => {
    const text = document.querySelector('[role="listitem"]')?.getAttribute('aria-label') ?? ''
    return /Products [1-9][\d,]* \//.test(text)
  })
  await page.screenshot({ path: join(outDir, 'sync-progress.png'), animations: 'disabled' })
  await page.getByText('Products and prices are in: the register can sell.').waitFor({ timeout: 300_000 })
  print('chromium_sell_ready_after_sign_in', Date.now() - started, 'ms')
  await page.getByRole('button', { name: 'Offline data: Offline data ready' }).waitFor({ timeout: 300_000 })
  print('chromium_first_sync_after_sign_in', Date.now() - started, 'ms')
  await page.screenshot({ path: join(outDir, 'sync-done.png'), animations: 'disabled' })
  // Warm start: reload, then time until a barcode typed into the indicator's lookup answers.
  const first = (await (await page.request.get('/api/proxy/products.json?limit=1')).json()) as {
    products: { name: string; items: { barcode: string }[] }[]
  }
  const barcode = first.products[0]?.items[0]?.barcode ?? ''
  await page.reload()
  const reloaded = Date.now()
  await page.getByRole('button', { name: 'Offline data:' }).waitFor()
  print('chromium_reload_to_indicator', Date.now() - reloaded, 'ms')
  await page.getByRole('button', { name: 'Offline data:' }).click()
  await page.getByLabel('Find by barcode').waitFor({ timeout: 60_000 })
  print('chromium_reload_to_local_database_open', Date.now() - reloaded, 'ms')
  await page.getByLabel('Find by barcode').fill(barcode)
  await page.getByRole('button', { name: 'Find', exact: true }).click()
  await page
    .getByRole('status')
    .filter({ hasText: first.products[0]?.name ?? '' })
    .waitFor({ timeout: 60_000 })
  print('chromium_reload_to_barcode_answer', Date.now() - reloaded, 'ms')
  const worker = page.workers().find((each) => each.url().includes('sync.worker'))
  const heap = await worker
    ?.evaluate(
      () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize,
    )
    .catch(() => undefined)
  if (heap) print('chromium_worker_heap', Math.round(heap / 1024 / 1024), 'MB')
} finally {
  await browser.close()
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
}
