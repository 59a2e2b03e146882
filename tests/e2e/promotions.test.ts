// Promotions in the back office (spec 2 /sales/promotions): the menu item, a new promotion with a product
// chosen in the picker, bad input refused on the form, the list's search and status filter, edit, delete.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { chooseOption, openMenuItem, registerCompany, toast } from './pages.ts'

/** PROMOTION_SCREENSHOTS=<dir> also saves a screenshot of each screen, to look at after a change. */
const shotsDir = process.env.PROMOTION_SCREENSHOTS
async function shot(page: Page, name: string) {
  if (shotsDir)
    await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true, animations: 'disabled' })
}

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'promotions screens (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('creates a promotion on a chosen product, edits it, finds it by status, and deletes it', async () => {
    const { page } = await harness.newPage()
    await registerCompany(harness, page)
    const product = await page.request.post('/api/proxy/products.json', {
      data: { name: 'Harbour Tee', style: 'HTEE', retail_price: 2995, items: [{ sku: 'HTEE' }] },
    })
    expect(product.status()).toBe(200)
    const productId = String(((await product.json()) as { product: { id: number } }).product.id)

    await openMenuItem(page, 'Promotions', 'Sales')
    await page.getByRole('link', { name: 'New promotion' }).click()
    await page.getByLabel('Name', { exact: true }).fill('Tee week')
    await page.getByLabel('Discount', { exact: true }).fill('120')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('A percentage discount cannot be over 100').waitFor()

    await page.getByLabel('Discount', { exact: true }).fill('15')
    await page.getByLabel('Promo code').fill('TEE15')
    await page.getByLabel('Usage limit', { exact: true }).fill('100')
    await page.getByLabel('Find a product to add').fill('Harbour')
    await page.getByRole('button', { name: 'Add HTEE Harbour Tee' }).click()
    await page.getByTestId('chosen-products').getByText('HTEE Harbour Tee').waitFor()
    await shot(page, 'promotion-new')
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/proxy/promotions.json') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    const promotion = ((await (await created).json()) as { promotion: Record<string, unknown> }).promotion
    expect(promotion).toMatchObject({
      name: 'Tee week',
      discount: 15,
      discount_type: 'percentage',
      code: 'TEE15',
      limit_usage: 100,
      product_ids: [productId],
      status: 'active',
    })
    await toast(page, 'success', 'Promotion created').waitFor()
    await page.waitForURL((url) => url.pathname === '/sales/promotions')
    await page.getByRole('link', { name: 'Tee week' }).waitFor()
    await shot(page, 'promotion-list')

    // An amount discount, edited.
    await page.getByRole('link', { name: 'Tee week' }).click()
    await page.getByTestId('chosen-products').getByText('HTEE Harbour Tee').waitFor()
    await chooseOption(page, 'Discount type', 'Amount off each unit')
    await page.getByLabel('Discount', { exact: true }).fill('5.00')
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/proxy/promotion/${promotion.id}.json`) && r.request().method() === 'PUT',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    expect(((await (await saved).json()) as { promotion: Record<string, unknown> }).promotion).toMatchObject({
      discount: 500,
      discount_type: 'amount',
    })
    await toast(page, 'success', 'Saved').waitFor()
    await shot(page, 'promotion-edit')

    // The status filter: it is active, not expired.
    await page.goto('/sales/promotions?status=expired')
    await page.getByText('No promotions match.').waitFor()
    await page.goto('/sales/promotions?status=active')
    await page.getByRole('link', { name: 'Tee week' }).click()
    await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'success', 'Promotion deleted').waitFor()
    await page.waitForURL((url) => url.pathname === '/sales/promotions')
    await page.getByText('No promotions match.').waitFor()
  })
})
