// Purchasing end to end: a supplier made on its screen, a purchase order refused with the spec's message then
// saved, received short (stock on hand shows it), billed from what arrived, approved, and paid by an ABA file
// downloaded from the payment export screen. PURCHASING_SCREENSHOTS=<dir> saves each screen at 1280 and 768 px.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { chooseOption, openMenuItem, registerCompany, toast } from './pages.ts'

const shotsDir = process.env.PURCHASING_SCREENSHOTS

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

async function onHandOnScreen(page: Page, sku: string, warehouse: string) {
  await page.goto('/inventory/stock-on-hand')
  await page.getByLabel('Search by SKU, name or barcode').fill(sku)
  await page.getByRole('button', { name: 'Search' }).click()
  const row = page.getByRole('row').filter({ hasText: warehouse })
  await row.first().waitFor()
  return Number(await row.first().getByRole('cell').nth(3).textContent())
}

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'purchasing (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('makes a supplier and a purchase order, receives it short, bills, approves and exports the ABA file', async () => {
    const { page } = await harness.newPage({ width: 1280, height: 900 })
    await registerCompany(harness, page)
    const made = await page.request.post('/api/proxy/products.json', {
      data: {
        name: 'Bay Tee',
        style: 'BTEE',
        retail_price: 2995,
        items: [{ sku: 'BTEE', barcode: '9300011' }],
      },
    })
    expect(made.status()).toBe(200)
    expect((await page.request.post('/api/proxy/warehouses.json', { data: { name: 'Dock' } })).status()).toBe(
      200,
    )
    // The business bank account's BSB and number: the payment file's trace account.
    const accounts = (await (await page.request.get('/api/proxy/accounts.json?limit=250')).json()) as {
      accounts: { id: number; code: string; name: string; type: string }[]
    }
    const bank = accounts.accounts.find((a) => a.code === '090')!
    const bankSaved = await page.request.put(`/api/proxy/account/${bank.id}.json`, {
      data: {
        code: bank.code,
        name: bank.name,
        type: bank.type,
        bank_account_name: 'Acme Retail',
        bank_bsb: '062-111',
        bank_account_number: '87654321',
      },
    })
    expect(bankSaved.status()).toBe(200)

    // A supplier on the generic screen; a bad BSB is refused under its field.
    await openMenuItem(page, 'Suppliers', 'Accounts')
    await page.getByRole('link', { name: /New/ }).click()
    await page.getByLabel('Name', { exact: true }).fill('Northwind Trading')
    await page.getByLabel('Bank Account Name').fill('NORTHWIND TRADING')
    await page.getByLabel('BSB').fill('06200')
    await page.getByLabel('Account Number').fill('12345678')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('alert').filter({ hasText: 'A BSB is 6 digits, written 062-000' }).waitFor()
    await page.getByLabel('BSB').fill('062000')
    const savedSupplier = page.waitForResponse(
      (r) => r.url().endsWith('/api/proxy/suppliers.json') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    expect((await savedSupplier).status()).toBe(200)
    await page.waitForURL(/\/accounts\/suppliers\/\d+$/)
    await expect.poll(() => page.getByLabel('BSB').inputValue(), { timeout: 10_000 }).toBe('062-000')
    await shoot(page, 'supplier')

    // A purchase order: the spec's message first, then saved with a line by SKU.
    await openMenuItem(page, 'Purchase Orders', 'Accounts')
    await page.getByRole('link', { name: 'New Purchase Order' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('alert').filter({ hasText: 'Missing Supplier' }).waitFor()
    await chooseOption(page, 'Supplier', 'Northwind Trading')
    await chooseOption(page, 'Deliver To', 'Dock')
    await page.getByLabel('Reference').fill('Summer tees')
    await page.getByLabel('SKU 1').fill('BTEE')
    await page.getByLabel('Qty 1').fill('10')
    await page.getByLabel('Unit Cost (ex GST) 1').fill('4.00')
    await chooseOption(page, 'Tax Rate 1', 'GST on Expenses')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('heading', { name: /^PO-\d+$/ }).waitFor()
    await page.getByTestId('order-state').filter({ hasText: 'Open' }).waitFor()
    await shoot(page, 'purchase-order')

    // Received short: 6 of 10.
    await page.getByRole('button', { name: 'Receive' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(/BTEE/).fill('6')
    await shoot(page, 'receive-dialog')
    await dialog.getByRole('button', { name: 'Receive' }).click()
    await toast(page, 'success', 'Stock received').waitFor()
    await page.getByRole('cell', { name: '6 / 10' }).waitFor()
    await page.getByTestId('order-state').filter({ hasText: 'Open' }).waitFor()
    const orderUrl = page.url()
    expect(await onHandOnScreen(page, 'BTEE', 'Dock')).toBe(6)

    // The bill of what arrived: 6 × $4.00 + GST = $26.40; approved; the order is a partial match.
    await page.goto(orderUrl)
    await page.getByRole('button', { name: 'Create Bill' }).click()
    await page.getByRole('heading', { name: /^BILL-\d+$/ }).waitFor()
    await page.getByTestId('bill-totals').filter({ hasText: '$26.40' }).waitFor()
    await page.getByRole('button', { name: 'Approve' }).click()
    await page.getByTestId('bill-status').filter({ hasText: 'Awaiting Payment' }).waitFor()
    await shoot(page, 'bill')
    await page.goto(orderUrl)
    await page.getByTestId('order-state').filter({ hasText: 'Partial Match' }).waitFor()
    await openMenuItem(page, 'Purchase Orders', 'Accounts')
    await page.getByRole('cell', { name: 'Partial Match' }).waitFor()
    await shoot(page, 'purchase-orders')
    await openMenuItem(page, 'Bills To Pay', 'Accounts')
    await page.getByRole('cell', { name: 'Awaiting Payment' }).waitFor()
    await shoot(page, 'bills')

    // The payment file.
    await page.getByRole('link', { name: 'Payment Export' }).click()
    await page.getByLabel('Bank (e.g. CBA)').fill('CBA')
    await page.getByLabel('APCA User ID').fill('301500')
    await page.getByRole('checkbox', { name: /BILL-/ }).click()
    await page.getByTestId('export-total').filter({ hasText: '$26.40' }).waitFor()
    await shoot(page, 'payment-export')
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download ABA File' }).click()
    const download = await downloading
    const file = await readFile((await download.path())!, 'utf8')
    const records = file.slice(0, -2).split('\r\n')
    expect(records.map((r) => r.length)).toEqual([120, 120, 120])
    expect(records[1]).toContain('1062-000 12345678 500000002640NORTHWIND TRADING')
    expect(records[2]!.slice(20, 30)).toBe('0000002640')
    await page.getByText('No bills are awaiting payment.').waitFor()

    // Quick product buy refuses without a supplier with the spec's message.
    await openMenuItem(page, 'Quick Product Buy', 'Accounts')
    await page.getByRole('button', { name: 'Buy' }).click()
    await page.getByRole('alert').filter({ hasText: 'Missing Supplier' }).waitFor()
    await shoot(page, 'quick-product-buy')
  }, 300_000)
})
