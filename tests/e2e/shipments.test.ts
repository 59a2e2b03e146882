// PO shipments end to end: a shipment made from a purchase order on its screen (refused without one, with the
// spec's states walked and a refused arrival shown), freight and duty entered on PO Shipping Costs and allocated
// over the lines, and each line's shipping unit cost shown on the shipment. SHIPMENTS_SCREENSHOTS=<dir> saves each
// screen at 1280 and 768 px.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { chooseOption, openMenuItem, registerCompany, toast } from './pages.ts'

const shotsDir = process.env.SHIPMENTS_SCREENSHOTS
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

type AxeViolation = { id: string; impact: string | null; nodes: { target: unknown[] }[] }

/** The screen's serious and critical accessibility violations (axe-core), as the screens audit counts them. */
async function axeProblems(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe
    return (await axe.run()).violations
  })
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${page.url()}: ${v.id} at ${JSON.stringify(v.nodes[0]?.target)}`)
}

async function shoot(page: Page, name: string) {
  if (!shotsDir) return
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({
      path: join(shotsDir, `${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'shipments (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('ships a purchase order, enters its shipping costs and shows each line’s shipping unit cost', async () => {
    const { page } = await harness.newPage({ width: 1280, height: 900 })
    await registerCompany(harness, page)
    const ok = async (response: Promise<{ status(): number; json(): Promise<unknown> }>) => {
      const answer = await response
      expect(answer.status(), JSON.stringify(await answer.json())).toBe(200)
      return (await answer.json()) as Record<string, { id: number; number?: string }>
    }
    for (const [size, barcode] of [
      ['S', '9300101'],
      ['M', '9300102'],
    ] as const)
      await ok(
        page.request.post('/api/proxy/products.json', {
          data: {
            name: `Linen Shirt ${size}`,
            style: `LSH-${size}`,
            retail_price: 8995,
            items: [{ sku: `LSH-${size}`, barcode }],
          },
        }),
      )
    const warehouse = await ok(page.request.post('/api/proxy/warehouses.json', { data: { name: 'Port DC' } }))
    const supplier = await ok(
      page.request.post('/api/proxy/suppliers.json', { data: { name: 'Pacific Mills', currency: 'USD' } }),
    )
    const rates = (await (await page.request.get('/api/proxy/taxrates.json?limit=250')).json()) as {
      taxrates: { id: number; name: string }[]
    }
    const gst = rates.taxrates.find((rate) => rate.name === 'GST on Expenses')!
    const order = await ok(
      page.request.post('/api/proxy/purchaseorders.json', {
        data: {
          supplier_id: supplier.supplier!.id,
          warehouse_id: warehouse.warehouse!.id,
          lines: [
            { sku: 'LSH-S', quantity: 10, unit_cost: 1000, tax_rate_id: gst.id },
            { sku: 'LSH-M', quantity: 30, unit_cost: 1000, tax_rate_id: gst.id },
          ],
        },
      }),
    )
    const orderNumber = order.purchaseorder!.number!

    // A new shipment: refused without its purchase order, then made from it.
    await openMenuItem(page, 'Shipments', 'Product')
    await page.getByText('No shipments yet').waitFor()
    await page.getByRole('link', { name: 'New Shipment' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('alert').filter({ hasText: 'Choose a purchase order' }).waitFor()
    await chooseOption(page, 'PO Number', `${orderNumber} · Pacific Mills`)
    await page.getByTestId('shipment-supplier').filter({ hasText: 'Pacific Mills' }).waitFor()
    await page.getByTestId('shipment-warehouse').filter({ hasText: 'Port DC' }).waitFor()
    await chooseOption(page, 'Mode', 'Air Freight')
    // A rate that cannot be read is refused under its field, not saved as 1.
    await page.getByLabel('Exchange Rate').fill('one')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('alert').filter({ hasText: 'Please enter the exchange rate' }).waitFor()
    expect(page.url()).toMatch(/\/product\/shipments\/new/)
    await page.getByLabel('Exchange Rate').fill('1.55')
    await page.getByLabel('Shipped 1').fill('10')
    await page.getByLabel('Shipped 2').fill('20')
    await shoot(page, 'shipment-new')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('heading', { name: /^SH-\d+$/ }).waitFor()
    await page.waitForURL(/\/product\/shipments\/\d+$/)
    const shipmentUrl = page.url()
    await page.getByTestId('shipment-state').filter({ hasText: 'Open' }).waitFor()
    expect(await page.getByLabel('Currency').inputValue()).toBe('USD')

    // Shipped; arrival is refused until the actual quantities are in.
    await page.getByRole('button', { name: 'Mark as Shipped' }).click()
    await toast(page, 'success', 'Shipment marked as shipped').waitFor()
    await page.getByTestId('shipment-state').filter({ hasText: 'Shipped' }).waitFor()
    await page.getByRole('button', { name: 'Mark as Arrived' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'Enter the actual quantity of every shipped line' })
      .waitFor()

    // Freight in USD (the shipment's rate) by value, duty in AUD by quantity.
    await page.getByRole('link', { name: 'Enter shipping costs' }).click()
    await page.waitForURL(/\/accounts\/shipping-costs\?shipment=\d+$/)
    await page.getByText('No shipping costs yet').waitFor()
    const form = page.getByRole('form', { name: 'Add Cost' })
    expect(await form.getByLabel('Currency').inputValue()).toBe('USD')
    expect(await form.getByLabel('Exchange Rate').inputValue()).toBe('1.55')
    await form.getByLabel('Reference').fill('AWB 123')
    await form.getByLabel('Amount').fill('100.00')
    await form.getByRole('button', { name: 'Add Cost' }).click()
    await toast(page, 'success', 'Shipping cost posted').waitFor()
    await page.getByRole('cell', { name: '$155.00' }).first().waitFor()
    await chooseOption(page, 'Cost', 'Duty')
    await form.getByLabel('Currency').fill('AUD')
    await form.getByLabel('Exchange Rate').fill('1')
    await form.getByLabel('Amount').fill('30')
    await chooseOption(page, 'Allocate', 'By Quantity')
    await form.getByRole('button', { name: 'Add Cost' }).click()
    await page.getByTestId('allocation-total').filter({ hasText: '$185.00' }).waitFor()
    await shoot(page, 'shipping-costs')

    // Arrived with the actual quantities: each line's shipping unit cost (landed cost) shows.
    await page.goto(shipmentUrl)
    await page.getByTestId('shipment-state').filter({ hasText: 'Shipped' }).waitFor()
    await page.getByLabel('Actual 1').fill('10')
    await page.getByLabel('Actual 2').fill('20')
    await page.getByRole('button', { name: 'Mark as Arrived' }).click()
    await toast(page, 'success', 'Shipment marked as arrived').waitFor()
    await page.getByTestId('shipment-state').filter({ hasText: 'Arrived' }).waitFor()
    // Freight $155.00 by value 1:2 ($51.67, $103.33) and duty $30.00 by units 1:2 ($10.00, $20.00): $61.67 over
    // 10 units and $123.33 over 20, half up to the cent, are $6.17 a unit each.
    await page.getByTestId('shipping-unit-cost-1').filter({ hasText: '$6.17' }).waitFor()
    await page.getByTestId('shipping-unit-cost-2').filter({ hasText: '$6.17' }).waitFor()
    await page.getByTestId('shipment-shipping-total').filter({ hasText: '$185.00' }).waitFor()
    expect(await page.getByRole('button', { name: 'Cancel Shipment' }).count()).toBe(0)
    await shoot(page, 'shipment-arrived')

    // The list with its filters: by state and by supplier.
    await openMenuItem(page, 'Shipments', 'Product')
    await page.getByRole('cell', { name: 'Arrived' }).waitFor()
    await page.getByRole('cell', { name: orderNumber }).waitFor()
    await shoot(page, 'shipments')
    await page.goto('/product/shipments?status=canceled')
    await page.getByText('No shipments yet').waitFor()

    // Each new screen, opened afresh: no console error, no failed request, no serious accessibility problem.
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: console ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught ${error.message}`))
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${page.url()}: ${response.status()} ${response.url()}`)
    })
    const shipmentId = shipmentUrl.split('/').pop()!
    for (const screen of [
      '/product/shipments',
      '/product/shipments/new',
      `/product/shipments/${shipmentId}`,
      '/accounts/shipping-costs',
      `/accounts/shipping-costs?shipment=${shipmentId}`,
    ]) {
      await page.goto(screen)
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(async () => {
        await page.getByRole('heading').first().waitFor({ timeout: 30_000 })
      })
      problems.push(...(await axeProblems(page)))
    }
    expect(problems).toEqual([])

    // The costs were posted: Inventory up by $185.00 against Accounts Payable.
    const costs = (await (await page.request.get('/api/proxy/shippingcosts.json')).json()) as {
      shippingcosts: { journal_id: number | null; local_amount: number }[]
    }
    expect(costs.shippingcosts.map((c) => c.local_amount).sort((a, b) => a - b)).toEqual([3000, 15_500])
    expect(costs.shippingcosts.every((c) => c.journal_id !== null)).toBe(true)
  }, 300_000)
})
