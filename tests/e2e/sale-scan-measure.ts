// `pnpm exec tsx tests/e2e/sale-scan-measure.ts` (PRODUCTS=10000 by default): the time from a barcode scan
// (a burst of keys ending in Enter, outside any field) to its sale line painted, on the demo catalog in
// Chromium. Seeds a fresh data folder, signs in as the demo owner, opens a register, waits for the offline
// data, then scans SCANS different barcodes and prints one JSON line per figure (median, p95, max).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '@pos/server'
import { chromium } from 'playwright-core'
import { demoOwnerAtFirstRegister } from './demo-register.ts'
import { signIn } from './pages.ts'

const root = join(import.meta.dirname, '../..')
const products = Number(process.env.PRODUCTS ?? 10_000)
const scans = Number(process.env.SCANS ?? 15)
/** field: the scanner types into the focused scan field (the usual case); burst: with no field focused. */
const mode = process.env.MODE === 'burst' ? 'burst' : 'field'
const step = (text: string) => process.stderr.write(`[scan-measure] ${text}\n`)
const print = (figure: string, value: number, unit: string) =>
  process.stdout.write(
    `${JSON.stringify({ bench: 'sale-scan-chromium', figure, value, unit, products, mode })}\n`,
  )

const dataDir = mkdtempSync(join(tmpdir(), 'pos-scan-'))
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
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const { register } = await demoOwnerAtFirstRegister(server.database)

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
  await page.request.post(`/api/proxy/register/${register.id}/open.json`, { data: { float: 20000 } })
  const staff = (await (await page.request.get('/api/proxy/posstaff.json')).json()) as {
    posstaff: { pos_code: string; display_name: string }[]
  }
  const seller = staff.posstaff[0]!
  const catalog = (await (
    await page.request.get('/api/proxy/products.json', { params: { limit: 250, since_id: products / 2 } })
  ).json()) as { products: { items: { barcode: string; sku: string }[] }[] }
  const items = catalog.products.map((product) => product.items[0]!).slice(0, scans)

  step(`${items.length} barcodes; waiting for the offline data`)
  await page.evaluate((id) => window.localStorage.setItem('pos.register_id', String(id)), register.id)
  await page.getByRole('button', { name: 'Offline data: Offline data ready' }).waitFor({ timeout: 600_000 })
  step('offline data ready')
  await page.goto('/register/sale')
  await page.getByLabel('POS code').fill(seller.pos_code)
  await page.keyboard.press('Enter')
  await page
    .getByText(`Served by ${seller.display_name}`)
    .waitFor()
    .catch(async (error: unknown) => {
      await page.screenshot({ path: join(tmpdir(), 'sale-scan-measure-failed.png') })
      throw error
    })

  const times: number[] = []
  for (const item of items) {
    if (mode === 'burst') await page.getByRole('heading', { name: 'Sale', exact: true }).click()
    else await page.getByLabel('Scan or search').focus()
    // In the page: the Enter's event time, and the frame after the line with this SKU is in the DOM.
    const painted = page.evaluate(
      (sku) =>
        new Promise<number>((resolve) => {
          let enterAt = 0
          window.addEventListener(
            'keydown',
            (event) => {
              if (event.key === 'Enter') enterAt = event.timeStamp
            },
            { capture: true },
          )
          const observer = new MutationObserver(() => {
            if (!document.querySelector(`tr[data-line="${CSS.escape(sku)}"]`)) return
            observer.disconnect()
            requestAnimationFrame(() => resolve(performance.now() - enterAt))
          })
          setTimeout(() => {
            observer.disconnect()
            resolve(Number.NaN)
          }, 15_000)
          observer.observe(document.body, { subtree: true, childList: true })
        }),
      item.sku,
    )
    await page.keyboard.type(item.barcode, { delay: 5 })
    await page.keyboard.press('Enter')
    const ms = await painted
    step(`${item.barcode}: ${Number.isNaN(ms) ? 'no line within 15 s' : `${ms.toFixed(1)} ms`}`)
    if (!Number.isNaN(ms)) times.push(ms)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  print('scan-to-line-median', Math.round(at(0.5) * 10) / 10, 'ms')
  print('scan-to-line-p95', Math.round(at(0.95) * 10) / 10, 'ms')
  print('scan-to-line-max', Math.round(times.at(-1)! * 10) / 10, 'ms')
} finally {
  await browser.close()
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
}
