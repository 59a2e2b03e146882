// Every screen of the web's route tree, opened by a signed-in owner in Chromium, each with a record of its own
// where its path has an id. None may log a console error, have a request fail (an HTTP error or a network
// failure), cause a Content-Security-Policy violation (the page's, its workers' or the service worker's), or
// have a serious or critical accessibility violation by axe-core (run through Playwright, which the CSP does not
// bind). The screens are read from routeTree.gen.ts, so a new screen is walked as soon as it exists; one with an
// id in its path needs that id below, or the walk says so. Two test files walk a half each, so that the two
// workers share the longest walk of the suite.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { resourceScreens } from '@pos/core'
import { RESOURCE_MOUNTS } from '@pos/server'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { apiOf, openSaleScreen, type SaleShop, saleShop } from './sale-setup.ts'

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** The full paths of the route tree ('/register/sale', '/hr/staff/$id'), as TanStack Router generated them. */
function screensOfRouteTree(): string[] {
  const tree = readFileSync(join(import.meta.dirname, '../../packages/web/src/routeTree.gen.ts'), 'utf8')
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? ''
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!)
}

/**
 * For a person reviewing the screens: SCREENS_WALK_SHOTS=<folder> keeps a full-page PNG of each screen there, and
 * SCREENS_WALK_WIDTH the window's width (1280 by default; the spec's users also work at 1100 and 768).
 */
const SHOTS = process.env.SCREENS_WALK_SHOTS
const WIDTH = Number(process.env.SCREENS_WALK_WIDTH ?? 1280)

/** Screens that end the session: walked last, by the second half. */
const LAST = ['/sessions/sign-out']

type Problem = { screen: string; what: string }

/**
 * Collects the page's console errors, uncaught errors, failed requests and CSP violations (its workers' and
 * the service worker's too), each under the screen open then.
 */
function watch(context: BrowserContext, page: Page, current: () => string): Problem[] {
  const problems: Problem[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push({ screen: current(), what: `console: ${message.text()}` })
  })
  page.on('pageerror', (error) => problems.push({ screen: current(), what: `uncaught: ${error.message}` }))
  page.on('requestfailed', (request) => {
    const why = request.failure()?.errorText ?? ''
    // A navigation away cancels what the last screen still had in flight: not a failure of that screen.
    if (why === 'net::ERR_ABORTED') return
    problems.push({ screen: current(), what: `failed: ${request.method()} ${request.url()} ${why}` })
  })
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push({
        screen: current(),
        what: `${response.status()}: ${response.request().method()} ${response.url()}`,
      })
  })
  const csp = (where: string) => (message: { text(): string }) => {
    if (/Content Security Policy/i.test(message.text()))
      problems.push({ screen: current(), what: `${where}: ${message.text()}` })
  }
  page.on('worker', (worker) => worker.on('console', csp(`worker ${worker.url()}`)))
  context.on('serviceworker', (worker) => worker.on('console', csp(`service worker ${worker.url()}`)))
  return problems
}

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }

/** The screen's serious and critical accessibility violations, as axe-core finds them. */
async function accessibilityProblems(page: Page, screen: string): Promise<Problem[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run()
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  })
  return violations.map((violation) => {
    const where = violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 3)
    return {
      screen,
      what: `axe ${violation.impact} ${violation.id} (${violation.help}) at ${where.join(' ')}`,
    }
  })
}

/** Makes a record for every screen with an id in its path; answers every screen's path and address. */
async function screensWithRecords(
  harness: Harness,
  shop: SaleShop,
): Promise<{ path: string; url: string }[]> {
  const api = apiOf(harness, shop.cookie)
  const first = async <T>(path: string, key: string) =>
    ((await api<Record<string, T[]>>('GET', path))[key] ?? [])[0]!
  const created = async (path: string, body: unknown) =>
    Object.values(await api<Record<string, { id: number }>>('POST', path, body))[0]!.id
  const product = await first<{ id: number; items: { id: number }[] }>('/api/proxy/products.json', 'products')
  const store = await first<{ id: number }>('/api/proxy/stores.json', 'stores')
  const reason = await first<{ id: number }>('/api/proxy/reasons.json?kind=gift_card', 'reasons')
  const ids: Record<string, Record<string, string | number>> = {
    '/admin/api-user/$id': {
      id: await created('/api/proxy/apiusers.json', { name: 'Stock feed', rights: { pages: [] } }),
    },
    '/admin/user/edit/$id': { id: (await first<{ id: number }>('/api/proxy/users.json', 'users')).id },
    '/admin/menu/edit/$id': {
      id: await created('/api/proxy/menus.json', { name: 'Sweep menu', items: [] }),
    },
    '/customers/customers/$id': {
      id: (await first<{ id: number }>('/api/proxy/customers.json', 'customers')).id,
    },
    '/hr/staff/$id': { id: (await first<{ id: number }>('/api/proxy/staff.json', 'staff')).id },
    '/product/gift-cards/$serial': { serial: shop.giftCard },
    '/product/products/$id': { id: product.id },
    '/product/products/$product/$id': { product: product.id, id: product.items[0]!.id },
    '/register/register-template/$id': {
      id: await created('/api/proxy/registertemplates.json', { name: 'Counter' }),
    },
    '/sales/prices/$id': {
      id: await created('/api/proxy/pricelists.json', { name: 'Winter', currency: 'AUD', tags: [] }),
    },
    '/sales/promotions/$id': {
      id: (await first<{ id: number }>('/api/proxy/promotions.json', 'promotions')).id,
    },
    '/sales/sales-history/$id': {
      id: (await first<{ id: number }>('/api/proxy/sales.json', 'sales')).id,
    },
    '/admin/reason-codes/$kind/$id': { kind: 'gift-card', id: reason.id },
    '/admin/reason-codes/$kind/new': { kind: 'gift-card' },
    '/admin/reason-codes/$kind/': { kind: 'gift-card' },
    '/register/stores/$id/$register': { id: store.id, register: shop.registerId },
    '/register/stores/$id/new': { id: store.id },
    '/register/stores/$id/': { id: store.id },
    '/admin/wallet/template/giftcard/$id': {
      id: await created('/api/proxy/wallettemplates.json', { kind: 'giftcard', name: 'Gift' }),
    },
    '/admin/wallet/template/loyalty/$id': {
      id: await created('/api/proxy/wallettemplates.json', { kind: 'loyalty', name: 'Loyal' }),
    },
  }

  // The books and the inventory: a journal, an invoice, a second warehouse, a transfer and a stocktake.
  const accounts = (
    await api<{ accounts: { id: number; code: string }[] }>('GET', '/api/proxy/accounts.json?limit=250')
  ).accounts
  const account = (code: string) => accounts.find((row) => row.code === code)!.id
  const journal = await created('/api/proxy/journals.json', {
    date: new Date().toISOString().slice(0, 10),
    narration: 'Funds introduced',
    lines: [
      { account_id: account('090'), debit: 10_000 },
      { account_id: account('881'), credit: 10_000 },
    ],
  })
  const rate = await first<{ id: number }>('/api/proxy/taxrates.json', 'taxrates')
  const invoice = await created('/api/proxy/invoices.json', {
    contact_name: 'Acme Pty Ltd',
    date: new Date().toISOString().slice(0, 10),
    due_date: new Date().toISOString().slice(0, 10),
    lines: [{ account_id: account('260'), tax_rate_id: rate.id, quantity: 1, unit_price: 1100 }],
  })
  const warehouse = await first<{ id: number }>('/api/proxy/warehouses.json', 'warehouses')
  const other = await created('/api/proxy/warehouses.json', { name: 'Back room' })
  const transfer = await created('/api/proxy/transfers.json', {
    from_warehouse_id: warehouse.id,
    to_warehouse_id: other,
    lines: [{ item_id: product.items[0]!.id, quantity: 1 }],
  })
  const stocktake = await created('/api/proxy/stocktakes.json', {
    warehouse_id: warehouse.id,
    name: 'Count',
  })
  const location = await created('/api/proxy/locations.json', {
    warehouse_id: warehouse.id,
    name: 'Shelf',
  })
  const fulfillment = await created('/api/proxy/fulfillments.json', {
    type: 'Store Pickup',
    source_warehouse_id: warehouse.id,
    lines: [{ item_id: product.items[0]!.id, name: 'Bag', requested: 1 }],
  })
  const replenishment = await created('/api/proxy/replenishments.json', {
    source_warehouse_id: other,
    destination_warehouse_id: warehouse.id,
    lines: [{ item_id: product.items[0]!.id, quantity: 2 }],
  })
  Object.assign(ids, {
    '/accounts/journal/$id': { id: journal },
    '/accounts/invoices/$id': { id: invoice },
    '/inventory/transfers/$id': { id: transfer },
    '/inventory/stocktakes/$id/': { id: stocktake },
    '/inventory/fulfillments/$id': { id: fulfillment },
    '/inventory/replenishments/$id': { id: replenishment },
    '/inventory/locations/$warehouse_id/$location_id': {
      warehouse_id: warehouse.id,
      location_id: location,
    },
    '/inventory/stocktakes/$id/variances': { id: stocktake },
    '/inventory/stock-movements/$warehouse_id/$product_id/$item_id': {
      warehouse_id: warehouse.id,
      product_id: product.id,
      item_id: product.items[0]!.id,
    },
    '/glue/jobs/edit/$id': { id: await created('/api/proxy/gluejobs.json', { name: 'Sweep job' }) },
  })

  // Purchasing: a supplier, a purchase order of it and a bill (the PO's screen is not under its list's path).
  const supplier = await created('/api/proxy/suppliers.json', { name: 'Sweep supplier' })
  const order = await created('/api/proxy/purchaseorders.json', {
    supplier_id: supplier,
    warehouse_id: warehouse.id,
    lines: [{ description: 'Freight', quantity: 1, unit_cost: 500 }],
  })
  const bill = await created('/api/proxy/bills.json', {
    supplier_id: supplier,
    date: new Date().toISOString().slice(0, 10),
    lines: [{ account_id: account('300'), tax_rate_id: rate.id, quantity: 1, unit_price: 500 }],
  })
  // A shipment of that order, with a shipping cost allocated over its line.
  const shipment = await created('/api/proxy/shipments.json', { purchase_order_id: order, mode: 'air' })
  await created('/api/proxy/shippingcosts.json', { shipment_id: shipment, amount: 1200 })
  Object.assign(ids, {
    '/accounts/suppliers/$id': { id: supplier },
    '/accounts/purchase-order/$id': { id: order },
    '/accounts/bills-to-pay/$id': { id: bill },
    '/product/shipments/$id': { id: shipment },
  })

  // Banking and fixed assets: a statement imported into the bank account, an asset type and an asset.
  const bank = account('090')
  const statement = (
    await api<{ statement: { id: number } }>('POST', `/api/proxy/bankaccount/${bank}/import.json`, {
      format: 'csv',
      text: '01/07/2025,10.00,Sweep deposit\n',
      commit: true,
    })
  ).statement.id
  const assetType = await created('/api/proxy/fixedassettypes.json', {
    name: 'Sweep computers',
    asset_account_id: account('720'),
    depreciation_account_id: account('721'),
    expense_account_id: account('416'),
    effective_life_years: 4,
  })
  const asset = await created('/api/proxy/fixedassets.json', {
    name: 'Sweep server',
    number: 'FA-S',
    fixed_asset_type_id: assetType,
    purchase_date: '2025-07-01',
    cost: 100_000,
  })
  Object.assign(ids, {
    '/accounts/bank-account/$id/import': { id: bank },
    '/accounts/bank-account/$id/reconcile': { id: bank },
    '/accounts/bank-statement/$id': { id: statement },
    '/accounts/fixed-assets/type/$id': { id: assetType },
    '/accounts/fixed-assets/$id': { id: asset },
  })

  const screens = screensOfRouteTree()
  // A declared resource's record screen gets a record made from its declaration's example.
  for (const { resource } of RESOURCE_MOUNTS) {
    const screen = `${resourceScreens(resource).list}/$id`
    if (ids[screen] || !screens.includes(screen)) continue
    const answer = await api<Record<string, { id?: number }>>(
      'POST',
      `/api/proxy/${resource.plural}.json`,
      resource.example,
    )
    const id =
      answer[resource.name]?.id ??
      (await first<{ id: number }>(`/api/proxy/${resource.plural}.json`, resource.plural)).id
    ids[screen] = { id }
  }
  expect(screens).toContain('/admin/user/edit/$id')
  const missing = screens.filter((path) => path.includes('$') && !ids[path])
  expect(missing, 'screens with an id in their path need one here').toEqual([])
  return screens.map((path) => ({
    path,
    url: path.replace(/\$(\w+)/g, (_, name: string) => String(ids[path]![name])),
  }))
}

/** Walks half of the screens (`half` 0 or 1 of the route tree's order, sign-out last in the second). */
export function walkScreens(half: 0 | 1): void {
  describe.skipIf(!e2eEnabled)(
    e2eEnabled ? `every screen, half ${half + 1} of 2 (browser)` : E2E_SKIP_MESSAGE,
    () => {
      let harness: Harness

      beforeAll(async () => {
        harness = await startHarness()
      })

      afterAll(async () => {
        await harness?.close()
      })

      it('opens its screens with no console error, failed request, CSP or axe violation', async () => {
        const shop = await saleShop(harness)
        const { context, page } = await harness.newPage({ width: WIDTH, height: 800 })
        await page.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => {
            console.error(`Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI}`)
          })
        })
        await openSaleScreen(harness, page, shop)
        // One sale, for the sales history's detail.
        await page.getByLabel('Scan or search').fill(shop.bag.sku)
        await page.keyboard.press('Enter')
        await page.locator('tr[data-line]').filter({ hasText: shop.bag.name }).waitFor()
        await page.keyboard.press('F9')
        await page.keyboard.press('Enter')
        await page.getByRole('heading', { name: 'Sale complete' }).waitFor()
        await page.locator('[data-queued="0"]').first().waitFor({ timeout: 30_000 })

        const all = await screensWithRecords(harness, shop)
        const kept = all.filter(({ path }) => !LAST.includes(path))
        const middle = Math.ceil(kept.length / 2)
        const mine =
          half === 0
            ? kept.slice(0, middle)
            : [...kept.slice(middle), ...all.filter(({ path }) => LAST.includes(path))]
        expect(mine.length).toBeGreaterThan(20)

        let screen = '(sign-in and sale)'
        const problems = watch(context, page, () => screen)
        for (const { url } of mine) {
          screen = url
          await page.goto(url)
          // Settled: the screen's requests answered (workers and the realtime socket aside). On a loaded machine a
          // screen may not reach 500 ms without a request in 15 s: then it is taken once its first heading shows
          // (what went wrong before that is still counted).
          await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(async () => {
            await page.getByRole('heading').first().waitFor({ timeout: 60_000 })
          })
          if (url !== '/sessions/sign-out') problems.push(...(await accessibilityProblems(page, url)))
          if (SHOTS) {
            const name = url.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'home'
            await page.screenshot({ path: join(SHOTS, `${WIDTH}-${name}.png`), fullPage: true })
          }
        }
        process.stdout.write(
          `[e2e] screens walk ${half + 1}/2: ${mine.length} screens, ${problems.length} problems\n`,
        )
        expect(problems).toEqual([])
      }, 1_500_000)
    },
  )
}
