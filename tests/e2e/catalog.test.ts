// The catalogue back office against the real server: a product whose options generate items, its price,
// a price list CSV import refused for a bad line (nothing imported) then accepted, and sales staff.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { openMenuItem, registerCompany, toast } from './pages.ts'

/** CATALOG_SCREENSHOTS=<dir> also saves a screenshot of each screen, to look at after a change. */
const shotsDir = process.env.CATALOG_SCREENSHOTS
async function shot(page: Page, name: string) {
  if (shotsDir)
    await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true, animations: 'disabled' })
}

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'catalogue screens (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('creates a product with option items, edits its price, imports a price list, and manages staff', async () => {
    const { page } = await harness.newPage()
    await registerCompany(harness, page)

    // A product whose two options generate four items with SKUs and barcodes.
    await openMenuItem(page, 'Products', 'Product')
    await page.getByRole('link', { name: 'New product' }).click()
    await page.getByLabel('Name', { exact: true }).fill('Harbour Tee')
    await page.getByLabel('Style', { exact: true }).fill('HTEE')
    await page.getByLabel('Vendor').fill('Harbour')
    await page.getByLabel('Retail price').fill('29.95')
    await page.getByRole('tab', { name: 'Options and items' }).click()
    await page.getByLabel('Option 1', { exact: true }).fill('Colour')
    await page.getByLabel('Values of option 1').fill('Red, Blue')
    await page.getByLabel('Option 2', { exact: true }).fill('Size')
    await page.getByLabel('Values of option 2').fill('S, M')
    await page.getByRole('button', { name: 'Generate items' }).click()
    await toast(page, 'success', '4 items added').waitFor()
    expect(await page.getByRole('textbox', { name: 'SKU' }).count()).toBe(4)
    await shot(page, 'product-new-items')
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/proxy/products.json') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    const product = (
      (await (await created).json()) as {
        product: { id: number; items: { sku: string; barcode: string }[] }
      }
    ).product
    expect(product.items.map((item) => item.sku)).toEqual([
      'HTEE-RED-S',
      'HTEE-RED-M',
      'HTEE-BLUE-S',
      'HTEE-BLUE-M',
    ])
    expect(product.items.every((item) => /^20\d{11}$/.test(item.barcode))).toBe(true)
    await page.waitForURL((url) => url.pathname === `/product/products/${product.id}`)

    // Its price, edited.
    await page.getByRole('tab', { name: 'Details' }).click()
    await page.getByLabel('Retail price').fill('24.50')
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/proxy/product/${product.id}.json`) && r.request().method() === 'PUT',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    expect(((await (await saved).json()) as { product: { retail_price: number } }).product.retail_price).toBe(
      2450,
    )
    await toast(page, 'success', 'Saved').waitFor()
    await page.getByRole('tab', { name: 'Prices' }).click()
    await page.getByRole('cell', { name: '$24.50' }).waitFor()
    await shot(page, 'product-prices')
    await openMenuItem(page, 'Products', 'Product')
    await page.getByRole('link', { name: 'Harbour Tee' }).waitFor()
    await page.getByRole('cell', { name: '$24.50' }).waitFor()
    await shot(page, 'products')

    // A price list: a file with a bad line is refused by line and imports nothing; a good one imports.
    await openMenuItem(page, 'Prices', 'Sales')
    await page.getByRole('link', { name: 'Create price list' }).click()
    await page.getByLabel('Name').fill('Winter sale')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) => /^\/sales\/prices\/\d+$/.test(url.pathname))
    await page.getByText('No prices in this list yet').waitFor()
    const file = (text: string) => ({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(text) })
    await page.getByLabel('CSV file').setInputFiles(file('style,price\nHTEE,19.99\nNOPE,5.00\n'))
    await page.getByRole('alert').filter({ hasText: 'Line 3: no product has the style NOPE' }).waitFor()
    await shot(page, 'price-list-bad-import')
    expect(await page.getByText('No prices in this list yet').count()).toBe(1)
    await page.getByLabel('CSV file').setInputFiles(file('style,price\nHTEE,19.99\n'))
    await toast(page, 'success', '1 price imported').waitFor()
    await page.getByRole('cell', { name: '$19.99' }).waitFor()
    expect(await page.getByRole('alert').filter({ hasText: 'Line 3' }).count()).toBe(0)

    // Sales staff: add, terminate, reinstate.
    await openMenuItem(page, 'Sales Staff')
    await page.getByRole('link', { name: 'New sales person' }).click()
    await page.getByLabel('First name').fill('Sam')
    await page.getByLabel('Last name').fill('Seller')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) => url.pathname === '/hr/staff')
    await page.getByRole('link', { name: 'Sam Seller' }).click()
    await page.getByRole('button', { name: 'Terminate' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Terminate' }).click()
    await page.getByRole('button', { name: 'Reinstate' }).waitFor()
    await page.getByText(/^Terminated on /).waitFor()
    await shot(page, 'staff-terminated')
    await page.getByRole('button', { name: 'Reinstate' }).click()
    await page.getByRole('button', { name: 'Terminate' }).waitFor()
    const staff = await fetch(`${harness.baseUrl}/api/proxy/staff.json`, {
      headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
    })
    expect(
      ((await staff.json()) as { staff: { first_name: string; status: string; pos_code: string }[] }).staff,
    ).toEqual([expect.objectContaining({ first_name: 'Sam', status: 'active', pos_code: '1001' })])
    await openMenuItem(page, 'Sales Staff')
    await page.getByRole('link', { name: 'Sam Seller' }).waitFor()
    await shot(page, 'staff')
  })
})
