// Card terminals and printing end to end: an administrator's Adyen test transaction in the browser, through
// the real server's bridge to the simulated terminal; the connection drops mid-payment and the tab is
// reloaded; the payment is recovered (charged once). Then the receipt of that card payment prints on the
// simulated Epson printer through @pos/devices, whose stored job shows the receipt number and the total.
// (The sale screen is another issue's: when it lands, its e2e sells through the same dialog and printer.)
import { join } from 'node:path'
import {
  AU_TAX,
  computeTotals,
  minor,
  type ReceiptTemplate,
  receiptDocument,
  type Sale,
  type TerminalTransactionRecord,
} from '@pos/core'
import { createEpsonPrinter } from '@pos/devices'
import { type RunningSims, startSims } from '@pos/sim'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { chooseOption, registerCompany, signIn } from './pages.ts'
import { apiOf, saleShop } from './sale-setup.ts'

const RECEIPT_TEMPLATE: ReceiptTemplate = {
  receipt_logo: null,
  receipt_header: 'Corner Store',
  receipt_title: 'Tax Invoice',
  receipt_footer: 'Thank you for shopping with us',
  receipt_show_store_address: true,
  receipt_show_served_by: true,
  receipt_served_by_text: 'Served by',
  receipt_subtotal_text: 'Subtotal',
  receipt_line_details: 2,
}

const printerOut = join(import.meta.dirname, '../../.test-output/devices-e2e/printer')

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'card terminal and printer (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness
  let sims: RunningSims

  beforeAll(async () => {
    harness = await startHarness()
    sims = await startSims({ stepMs: 120, printerOutDir: printerOut })
  })

  afterAll(async () => {
    await sims?.close()
    await harness?.close()
  })

  it('pays by Adyen, loses the connection and the tab, recovers once, and prints the receipt', async () => {
    const { page } = await harness.newPage()
    await registerCompany(harness, page)

    await page.goto('/admin/integrations')
    await page.getByRole('link', { name: /Adyen/ }).click()
    await page.getByRole('link', { name: 'Settings' }).click()
    await page.getByRole('switch').first().click()
    await chooseOption(page, 'Environment', 'Custom base URL')
    await page.getByLabel('Base URL').fill(sims.adyen.url)
    await page.getByLabel('Merchant account').fill('CornerStoreAU')
    await page.getByLabel('API key').fill('adyen-sim-key')
    await page.getByRole('button', { name: 'Add terminal' }).click()
    await page.getByLabel('Terminals (POIID) 1').fill('V400m-324688179')
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/proxy/integrations/adyen.json') && r.request().method() === 'PUT',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    const settings = (await (await saved).json()) as {
      settings: { notification_path: string; api_key_set: boolean }
    }
    expect(settings.settings.api_key_set).toBe(true)
    await expect.poll(() => page.getByLabel('API key').inputValue()).toBe('')
    sims.adyen.setNotificationUrl(`${harness.baseUrl}${settings.settings.notification_path}`)

    // Cut the page's bridge socket once the terminal has the card (a lost connection mid-payment).
    let dropped = false
    await page.routeWebSocket(/\/api\/integrations\/adyen\/transaction$/, (ws) => {
      const server = ws.connectToServer()
      server.onMessage((message) => {
        ws.send(message)
        if (!dropped && String(message).includes('"CARD_INSERTED"')) {
          dropped = true
          ws.close()
          server.close()
        }
      })
      ws.onMessage((message) => server.send(message))
    })
    sims.adyen.next({ outcome: 'approve', entry: 'chip' })
    await page.getByLabel('Test amount').fill('12.34')
    await page.getByRole('button', { name: 'Test transaction' }).click()
    const dialog = page.getByTestId('terminal-dialog')
    await dialog
      .getByText('Payment requested…')
      .or(dialog.getByText('Waiting for the terminal…'))
      .first()
      .waitFor()
    await dialog.getByText('Lost Connection - Attempting to recover transaction').waitFor()

    // The tab is reloaded mid-recovery: payment_recovery was kept, so the page picks it up again.
    const kept = await page.evaluate(() => window.localStorage.getItem('pos.test-transaction.adyen'))
    expect(JSON.parse(kept ?? 'null')).toMatchObject({ type: 'adyen', amount: 1234 })
    await page.reload()
    await page.getByTestId('terminal-dialog').getByText('Payment approved').waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Close' }).click()
    await page.getByTestId('test-transaction-result').getByText('Payment approved').waitFor()
    expect(await page.evaluate(() => window.localStorage.getItem('pos.test-transaction.adyen'))).toBeNull()

    const charges = sims.adyen.received.filter((r) => JSON.stringify(r.body).includes('"PaymentRequest"'))
    expect(charges).toHaveLength(1)
    const listed = await page.request.get('/api/proxy/integrations/adyen/transactions.json')
    const [payment] = ((await listed.json()) as { transactions: TerminalTransactionRecord[] }).transactions
    expect(payment).toMatchObject({ state: 'approved', amount: 1234 })

    // The receipt of the sale paid by that card, printed on the Epson printer (ePOS-Print XML over HTTP).
    const sale: Sale = {
      id: payment!.receipt_number,
      receipt_number: payment!.receipt_number,
      created: payment!.created,
      currency: 'AUD',
      lines: [
        {
          id: 'l1',
          item: { sku: 'TEA-1', name: 'Loose leaf tea' },
          product: { name: 'Loose leaf tea' },
          item_id: 'i1',
          quantity: 1,
          item_price: minor(1234),
          tax_percent: 10,
          item_discount: minor(0),
          item_loyalty: 0,
          total_tax: minor(112),
        },
      ],
      payments: [
        {
          payment_method: 'adyen',
          amount: minor(1234),
          processor: 'adyen',
          name: 'Card (Adyen)',
          processed: true,
          date: payment!.updated,
          pan: payment!.result?.pan ?? undefined,
        },
      ],
      customer_id: null,
      shipping: null,
      promo_codes: [],
      total_loyalty: minor(0),
      total_loyalty_points: 0,
      employee: { display_name: 'Ada' },
      fulfillments: [],
      gift_receipt: false,
      payment_recovery: null,
    }
    const template = RECEIPT_TEMPLATE
    const document = receiptDocument(
      sale,
      computeTotals(sale, AU_TAX),
      template,
      {
        name: 'Corner Store',
        address: {
          address1: '1 George St',
          city: 'Sydney',
          province_code: 'NSW',
          zip: '2000',
          country: 'AU',
        },
      },
      { utcOffsetMinutes: 660 },
    )
    const printer = createEpsonPrinter({ printerIp: sims.epson.url.replace('http://', '') })
    expect(await printer.print(document, { jobId: sale.receipt_number })).toEqual({
      ok: true,
      value: undefined,
    })
    const job = await sims.epson.waitForJob((j) => j.printjobid === sale.receipt_number)
    const text = job.text.join('\n')
    expect(text).toContain(`Receipt ${sale.receipt_number}`)
    expect(text).toMatch(/TOTAL\s+\$12\.34/)
    expect(text).toContain(`[code128 ${sale.receipt_number}]`)
    expect(job.pngPath).toMatch(/\.png$/)
    process.stdout.write(`[devices e2e] printed receipt picture: ${job.pngPath}\n`)
  })

  it('sells with an Adyen card payment in the sale screen, loses the connection, recovers, charges once', async () => {
    const shop = await saleShop(harness)
    const api = apiOf(harness, shop.cookie)
    const adyen = await api<{ settings: { notification_path: string } }>(
      'PUT',
      '/api/proxy/integrations/adyen.json',
      {
        enabled: true,
        environment: 'custom',
        base_url: sims.adyen.url,
        merchant_account: 'HarbourGoods',
        terminals: [{ poiid: 'P400Plus-123456789', name: 'Front counter' }],
        api_key: 'adyen-sim-key',
      },
    )
    sims.adyen.setNotificationUrl(`${harness.baseUrl}${adyen.settings.notification_path}`)
    // The company's card method takes Adyen (the default 'Card' method is Linkly).
    await harness.server.database.db
      .updateTable('payment_methods')
      .set({ metadata: JSON.stringify({ pos: { payment_processor: { value: 'adyen' } } }) } as never)
      .where('name', '=', 'Card')
      .execute()
    // The register prints on the simulated Epson printer.
    await harness.server.database.db
      .updateTable('registers')
      .set({ printer_type: 'epson', printer_ip: sims.epson.url.replace('http://', '') } as never)
      .where('id', '=', shop.registerId)
      .execute()

    const { page } = await harness.newPage()
    await page.goto('/sessions/sign-in')
    await signIn(harness, page, shop.email)
    await page.waitForURL('**/dashboard')
    await page.evaluate((id) => window.localStorage.setItem('pos.register_id', String(id)), shop.registerId)
    await page.getByRole('button', { name: 'Offline data: Offline data ready' }).waitFor({ timeout: 60_000 })
    await page.goto('/register/sale')
    await page.getByLabel('POS code').fill('4242')
    await page.keyboard.press('Enter')
    await page.getByText('Served by Grace H.').waitFor()
    await page.getByLabel('Scan or search').fill(shop.bag.sku)
    await page.keyboard.press('Enter')
    await page.locator('tr[data-line]').filter({ hasText: shop.bag.name }).waitFor()

    let dropped = false
    await page.routeWebSocket(/\/api\/integrations\/adyen\/transaction$/, (ws) => {
      const server = ws.connectToServer()
      server.onMessage((message) => {
        ws.send(message)
        if (!dropped && String(message).includes('"CARD_PRESENTED"')) {
          dropped = true
          ws.close()
          server.close()
        }
      })
      ws.onMessage((message) => server.send(message))
    })
    const before = sims.adyen.received.filter((r) =>
      JSON.stringify(r.body).includes('"PaymentRequest"'),
    ).length
    // The first tab's recovery polls get no answer: the payment can only be finished after the reload.
    let reloaded = false
    await page.route(/\/api\/integrations\/adyen\/transaction\/[^/]+$/, (route) =>
      reloaded ? route.continue() : route.abort(),
    )
    sims.adyen.next({ outcome: 'approve', entry: 'tap' })
    await page.keyboard.press('F9')
    await page.getByRole('radio', { name: 'Card', exact: true }).click()
    await page.getByLabel('Amount').fill('10.02')
    await page.getByRole('button', { name: 'Take payment' }).click()
    const dialog = page.getByTestId('terminal-dialog')
    await dialog.getByText('Lost Connection - Attempting to recover transaction').waitFor()
    // The tab goes away mid-recovery; the sale in the worker keeps payment_recovery (with its session).
    reloaded = true
    await page.reload()
    expect(
      await page.evaluate(() =>
        Object.keys(window.localStorage).filter((key) => key.startsWith('pos.payment_recovery')),
      ),
    ).toEqual([])
    // Opening the sale resumes the recovery by itself (no tender pressed again).
    await dialog.getByText('Lost Connection - Attempting to recover transaction').waitFor({ timeout: 60_000 })
    await page.screenshot({ path: join(printerOut, '../sale-recovery-after-reload.png') })
    await dialog.getByText('Payment approved').waitFor({ timeout: 30_000 })
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('heading', { name: 'Sale complete' }).waitFor()
    const receiptNumber =
      ((await page.getByTestId('sale-receipt').textContent()) ?? '').trim().match(/\S+$/)?.[0] ?? ''
    const after = sims.adyen.received.filter((r) =>
      JSON.stringify(r.body).includes('"PaymentRequest"'),
    ).length
    expect(after - before).toBe(1)
    await expect
      .poll(
        async () =>
          (await api<{ sales: { receipt_number: string }[] }>('GET', '/api/proxy/sales.json')).sales.length,
        { timeout: 30_000 },
      )
      .toBe(1)
    const { sales } = await api<{ sales: { id: number; total: number; receipt_number: string }[] }>(
      'GET',
      '/api/proxy/sales.json',
    )
    expect(sales[0]!.receipt_number).toBe(receiptNumber)
    const posted = await api<{ sale: Sale & { payments: { processor: string; amount: number }[] } }>(
      'GET',
      `/api/proxy/sale/${sales[0]!.id}.json`,
    )
    expect(posted.sale.payments).toMatchObject([{ processor: 'adyen', amount: 1002, processed: true }])

    // The done screen printed the receipt on the register's Epson printer by itself.
    const job = await sims.epson.waitForJob((j) => j.printjobid === receiptNumber)
    const text = job.text.join('\n')
    expect(text).toContain(`Receipt ${receiptNumber}`)
    expect(text).toMatch(/TOTAL\s+\$10\.02/)
    expect(text).toContain(`[code128 ${receiptNumber}]`)
    expect(job.pngPath).toMatch(/\.png$/)
    process.stdout.write(`[devices e2e] sale screen receipt picture: ${job.pngPath}\n`)
  })
})
