// Partner integrations and bulk import end to end: Shopify and Klaviyo settings saved on their screens and their
// connections tested against the simulators; a 1,000-row product CSV with 3 bad rows checked (the 3 listed with
// their reasons) and imported (the other 997 in, the 3 still listed, the import still there after a reload).
// Screenshots of each screen at 1280 and 768 px go to .test-output/integrations/.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { type KlaviyoSim, type ShopifySim, startKlaviyoSim, startShopifySim } from '@pos/sim'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { chooseOption, registerCompany, toast } from './pages.ts'

const shots = join(process.cwd(), '.test-output/integrations')

async function shoot(page: Page, name: string) {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({
      path: join(shots, `${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** 1,000 product rows, one item each; lines 101, 502 and 903 are bad (no name, a bad price, a repeated SKU). */
function productCsv(): string {
  const lines = ['style,name,sku,price']
  for (let i = 1; i <= 1000; i++) {
    const line = i + 1
    if (line === 101) lines.push(`P${i},,SKU-${i},10.00`)
    else if (line === 502) lines.push(`P${i},Product ${i},SKU-${i},ten`)
    else if (line === 903) lines.push(`P${i},Product ${i},SKU-1,12.00`)
    else lines.push(`P${i},Product ${i},SKU-${i},${(i % 90) + 10}.95`)
  }
  return `${lines.join('\n')}\n`
}

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'integrations and bulk import (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness
  let shopify: ShopifySim
  let klaviyo: KlaviyoSim
  let page: Page

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true })
    harness = await startHarness()
    shopify = await startShopifySim()
    klaviyo = await startKlaviyoSim()
    page = (await harness.newPage({ width: 1280, height: 900 })).page
    await registerCompany(harness, page)
  })

  afterAll(async () => {
    await shopify?.close()
    await klaviyo?.close()
    await harness?.close()
  })

  it('saves Shopify settings, never shows the token back, and tests the connection against the simulator', async () => {
    await page.goto('/admin/integrations/shopify/settings')
    await page.getByRole('button', { name: 'Test connection' }).waitFor()
    await page.getByText('Enabled', { exact: true }).first().click()
    await chooseOption(page, 'Environment', 'Custom base URL')
    await page.getByLabel('Base URL').fill(shopify.url)
    await page.getByLabel('Location id (where stock levels are set)').fill('655441491')
    await page.getByLabel('Admin API access token').fill('shpat_sim_token')
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/proxy/integrations/shopify.json') && r.request().method() === 'PUT',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    expect((await saved).status()).toBe(200)
    await toast(page, 'success', 'Saved').waitFor()
    await expect.poll(() => page.getByLabel('Admin API access token').inputValue()).toBe('')
    await page.getByText('Saved. Type a new one to replace it.').waitFor()
    await page.getByRole('button', { name: 'Test connection' }).click()
    await expect
      .poll(() => page.getByTestId('partner-test-result').textContent())
      .toBe('Connected: the shop has 0 products')
    await shoot(page, 'shopify-settings')

    await page.reload()
    await expect.poll(() => page.getByLabel('Base URL').inputValue()).toBe(shopify.url)
    await page.goto('/admin/integrations/shopify')
    // The sync is queued as a job: the page shows its state while it polls it, then its outcome.
    await page.getByRole('button', { name: 'Send products' }).click()
    const result = page.getByTestId('partner-action-result')
    await expect
      .poll(() => result.getAttribute('data-job-state'), { timeout: 20_000, interval: 100 })
      .toBe('done')
    expect(await result.textContent()).toBe('0 products sent to Shopify')
    await page
      .getByTestId('partner-jobs')
      .getByRole('row')
      .filter({ hasText: 'shopify.sync' })
      .filter({ hasText: 'done' })
      .waitFor()
    await page.getByRole('button', { name: 'Sync order' }).click()
    await expect
      .poll(() => page.getByTestId('partner-action-result').textContent())
      .toBe('Order ID is required')
    await page.getByRole('cell', { name: 'Connected: the shop has 0 products' }).waitFor()
    await shoot(page, 'shopify-overview')
  })

  it('tests a Klaviyo connection, and says so plainly when the key is wrong', async () => {
    await page.goto('/admin/integrations/klaviyo/settings')
    await page.getByRole('button', { name: 'Test connection' }).waitFor()
    await page.getByText('Enabled', { exact: true }).first().click()
    await chooseOption(page, 'Environment', 'Custom base URL')
    await page.getByLabel('Base URL').fill(klaviyo.url)
    await page.getByLabel('API key').fill('pk_wrong')
    await page.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'success', 'Saved').waitFor()
    await page.getByRole('button', { name: 'Test connection' }).click()
    await expect
      .poll(() => page.getByTestId('partner-test-result').textContent())
      .toMatch(/^The partner did not accept the credentials/)
    await page.getByLabel('API key').fill('pk_sim_klaviyo')
    await page.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'success', 'Saved').last().waitFor()
    await page.getByRole('button', { name: 'Test connection' }).click()
    await expect
      .poll(() => page.getByTestId('partner-test-result').textContent())
      .toBe('Connected to Klaviyo')
    await page.goto('/admin/integrations')
    await page.getByRole('link', { name: /Klaviyo/ }).waitFor()
    await shoot(page, 'integrations')
  })

  it('imports a 1,000-row product CSV with 3 bad rows: the rest in, the 3 listed with their reasons', async () => {
    await page.goto('/admin/import')
    await page.getByRole('button', { name: 'Upload' }).waitFor()
    await shoot(page, 'import-upload')
    await page
      .locator('#import-file')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(productCsv()) })
    await page.getByRole('button', { name: 'Upload' }).click()
    await page.getByRole('button', { name: 'Check the file' }).click()
    await expect
      .poll(() => page.getByTestId('import-checked').textContent())
      .toBe('997 of 1000 rows are ready to import.')
    const reasons = page.getByTestId('import-errors').getByRole('row')
    await expect.poll(() => reasons.count()).toBe(4)
    expect(await page.getByTestId('import-errors').textContent()).toContain('The name is empty')
    await shoot(page, 'import-checked')
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await expect
      .poll(() => page.getByTestId('import-message').textContent(), { timeout: 60_000 })
      .toBe('997 rows imported, 3 skipped')
    const listed = await page.getByTestId('import-errors').textContent()
    for (const text of [
      '101',
      'The name is empty',
      '502',
      'The price "ten" is not an amount',
      '903',
      'SKU SKU-1 is already on line 2',
    ])
      expect(listed).toContain(text)
    await shoot(page, 'import-done')
    const products = (await (await page.request.get('/api/proxy/products.json?page=1&limit=1')).json()) as {
      total?: number
    }
    expect(products.total ?? 997).toBe(997)

    await page.reload()
    await page.getByRole('cell', { name: 'products.csv' }).first().waitFor()
    await page.getByRole('button', { name: 'Open' }).first().click()
    await expect
      .poll(() => page.getByTestId('import-message').textContent())
      .toBe('997 rows imported, 3 skipped')
  })

  it('imports suppliers by name: a bad row listed, the same file again updates and doubles nothing', async () => {
    const csv = [
      'Name,Contact,BSB,Account Number,Payment Terms (days)',
      'Northwind Trading,Sam Lee,062000,12345678,14',
      'Acme Wholesale,Ann,12,,',
      'Globex Supplies,Hank,,,60',
    ].join('\n')
    for (const run of [1, 2]) {
      await page.goto('/admin/import')
      await chooseOption(page, 'The file holds', 'Suppliers')
      await page
        .locator('#import-file')
        .setInputFiles({ name: `suppliers-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) })
      await page.getByRole('button', { name: 'Upload' }).click()
      await page.getByRole('button', { name: 'Check the file' }).click()
      await expect
        .poll(() => page.getByTestId('import-checked').textContent())
        .toBe('2 of 3 rows are ready to import.')
      expect(await page.getByTestId('import-errors').textContent()).toContain(
        'A BSB is 6 digits, written 062-000',
      )
      await page.getByRole('button', { name: 'Import', exact: true }).click()
      await expect
        .poll(() => page.getByTestId('import-message').textContent(), { timeout: 60_000 })
        .toBe('2 rows imported, 1 skipped')
    }
    const suppliers = (await (await page.request.get('/api/proxy/suppliers.json')).json()) as {
      suppliers: { name: string; bsb: string; payment_terms_days: number }[]
    }
    expect(suppliers.suppliers.map((s) => [s.name, s.bsb, s.payment_terms_days]).sort()).toEqual([
      ['Globex Supplies', '', 60],
      ['Northwind Trading', '062-000', 14],
    ])
  })
})
