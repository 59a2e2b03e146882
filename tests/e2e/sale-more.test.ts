// The sale screen's Epson cash drawer (issue 6 part B, issue 7 item 4) in Chromium against the simulated
// Epson printer: /register/open-cash-drawer pulses the drawer of the register's printer, and a cash sale
// pulses it once the sale is done; a card-free sale with no cash would not. The company's custom scripts run in
// their sandbox: one that loops forever is stopped and the sale goes on, one holds a payment with its reason.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { type RunningSims, startSims } from '@pos/sim'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { signIn } from './pages.ts'
import { apiOf, openSaleScreen, type SaleShop, saleShop } from './sale-setup.ts'

const printerOut = join(import.meta.dirname, '../../.test-output/sale-more-e2e/printer')

async function signInAsRegister(harness: Harness, page: Page, shop: SaleShop): Promise<void> {
  await page.goto('/sessions/sign-in')
  await signIn(harness, page, shop.email)
  await page.waitForURL('**/dashboard')
  await page.evaluate((id) => window.localStorage.setItem('pos.register_id', String(id)), shop.registerId)
  await page.getByRole('button', { name: 'Offline data: Offline data ready' }).waitFor({ timeout: 60_000 })
}

describe.skipIf(!e2eEnabled)(
  e2eEnabled ? 'the register cash drawer on Epson (browser)' : E2E_SKIP_MESSAGE,
  () => {
    let harness: Harness
    let sims: RunningSims

    beforeAll(async () => {
      harness = await startHarness()
      sims = await startSims({ stepMs: 50, printerOutDir: printerOut })
    })

    afterAll(async () => {
      await sims?.close()
      await harness?.close()
    })

    it('pulses the Epson drawer from /register/open-cash-drawer and after a cash sale', async () => {
      const shop = await saleShop(harness)
      await harness.server.database.db
        .updateTable('registers')
        .set({ printer_type: 'epson', printer_ip: sims.epson.url.replace('http://', '') } as never)
        .where('id', '=', shop.registerId)
        .execute()
      const { page } = await harness.newPage()
      await signInAsRegister(harness, page, shop)

      const before = sims.epson.jobs.length
      await page.goto('/register/open-cash-drawer')
      await page.getByLabel('Why is the drawer opened?').fill('Change for the till')
      await page.getByRole('button', { name: 'Open cash drawer' }).click()
      await page.getByText('Drawer opening recorded').first().waitFor()
      const pulse = await sims.epson.waitForJob((job) => job.pulses.length > 0)
      expect(sims.epson.jobs.length).toBe(before + 1)
      expect(pulse.pulses).toHaveLength(1)

      await page.goto('/register/sale')
      await page.getByLabel('POS code').fill('4242')
      await page.keyboard.press('Enter')
      await page.getByText('Served by Grace H.').waitFor()
      await page.getByLabel('Scan or search').fill(shop.bag.sku)
      await page.keyboard.press('Enter')
      await page.locator('tr[data-line]').filter({ hasText: shop.bag.name }).waitFor()
      await page.keyboard.press('F9')
      await page.getByLabel('Amount').fill('20')
      await page.keyboard.press('Enter')
      await page.getByRole('heading', { name: 'Sale complete' }).waitFor()
      const receipt = (await page.getByTestId('sale-receipt').textContent())?.replace('Receipt ', '') ?? ''
      expect(receipt).not.toBe('')
      // The done screen shows core's receipt, and the Epson printer got it with the drawer pulse (cash).
      const onScreen = page.getByTestId('done-receipt')
      await onScreen.filter({ hasText: `Receipt ${receipt}` }).waitFor()
      await onScreen.filter({ hasText: '10.02' }).waitFor()
      const printed = await sims.epson.waitForJob((job) => job.printjobid === receipt)
      expect(printed.text.join('\n')).toContain(`Receipt ${receipt}`)
      expect(printed.pulses).toHaveLength(1)
      await page.screenshot({ path: join(printerOut, '..', 'done-screen.png') })
      // A gift receipt on request: printed again, with no drawer pulse.
      await page.getByRole('button', { name: 'Gift receipt' }).click()
      const gift = await sims.epson.waitForJob(
        (job) => job.printjobid === receipt && job.text.join('\n').includes('G I F T   R E C E I P T'),
      )
      expect(gift.pulses).toHaveLength(0)
      expect(sims.epson.jobs.filter((job) => job.pulses.length > 0)).toHaveLength(2)
    })

    it('keeps a sale the server refused in the queue, listed for review with its message, then retried', async () => {
      const shop = await saleShop(harness)
      const { page, context } = await harness.newPage()
      await signInAsRegister(harness, page, shop)
      // The server refuses the sale once (as one that breaks a rule): the batch's answer carries its message.
      let refusals = 0
      await context.route('**/api/proxy/sales/batch.json', async (route) => {
        if (route.request().method() !== 'POST' || refusals > 0) return route.fallback()
        refusals++
        const { sales } = route.request().postDataJSON() as { sales: unknown[] }
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            results: sales.map(() => ({ error: 'The payments do not add up to the total' })),
          }),
        })
      })
      await page.goto('/register/sale')
      await page.getByLabel('POS code').fill('4242')
      await page.keyboard.press('Enter')
      await page.getByText('Served by Grace H.').waitFor()
      await page.getByLabel('Scan or search').fill(shop.bag.sku)
      await page.keyboard.press('Enter')
      await page.locator('tr[data-line]').filter({ hasText: shop.bag.name }).waitFor()
      await page.keyboard.press('F9')
      await page.getByLabel('Amount').fill('20')
      await page.keyboard.press('Enter')
      await page.getByRole('heading', { name: 'Sale complete' }).waitFor()
      const receipt = (await page.getByTestId('sale-receipt').textContent())?.replace('Receipt ', '') ?? ''
      await page.keyboard.press('Enter')
      await page.locator('[data-queued="1"]').first().waitFor({ timeout: 30_000 })

      await page.getByRole('button', { name: 'Review queue' }).click()
      const refused = page.getByRole('listitem').filter({ hasText: receipt })
      await refused
        .filter({ hasText: 'Refused by the server: The payments do not add up to the total' })
        .waitFor()
      await page.screenshot({ path: join(printerOut, '..', 'queue-review.png') })
      expect(refusals).toBe(1)

      await page.getByRole('button', { name: 'Retry sending' }).click()
      await page.getByText('No sales are waiting.').waitFor()
      const api = apiOf(harness, shop.cookie)
      const { sales } = await api<{ sales: { receipt_number: string }[] }>('GET', '/api/proxy/sales.json')
      expect(sales.map((sale) => sale.receipt_number)).toEqual([receipt])
    })
    it('lets only a sales person with unlinked returns return without a receipt, refunded to store credit', async () => {
      const shop = await saleShop(harness)
      const api = apiOf(harness, shop.cookie)
      await api('POST', '/api/proxy/staff.json', {
        first_name: 'Alan',
        last_name: 'Turing',
        pos_code: '5151',
        unlinked_returns: true,
      })
      await api('POST', '/api/proxy/reasons.json', { kind: 'return', name: 'Changed mind' })
      await api('POST', '/api/proxy/reasons.json', { kind: 'return', name: 'Faulty' })
      const { customers } = await api<{ customers: { id: number; first_name: string }[] }>(
        'GET',
        '/api/proxy/customers.json?search=Mia',
      )
      const mia = customers[0]!
      const { page } = await harness.newPage()
      await signInAsRegister(harness, page, shop)
      await page.goto('/register/sale')

      // Grace may not return without the original sale: the dialog says why (core RET4's message).
      await page.getByLabel('POS code').fill('4242')
      await page.keyboard.press('Enter')
      await page.getByText('Served by Grace H.').waitFor()
      await page.getByRole('button', { name: 'Return', exact: true }).click()
      await page.getByRole('button', { name: 'Return without receipt' }).click()
      await page
        .getByRole('alert')
        .filter({
          hasText:
            'This sales person cannot return items without the original sale (unlinked returns are not enabled)',
        })
        .waitFor()
      await page.keyboard.press('Escape')

      // Alan may: the mug is scanned back with its own reason and refunded to Mia's store credit.
      await page.getByRole('button', { name: 'Change', exact: true }).click()
      await page.getByLabel('POS code').fill('5151')
      await page.keyboard.press('Enter')
      await page.getByText('Served by Alan T.').waitFor()
      await page.keyboard.press('F4')
      await page.getByLabel('Name, email or phone').fill('Mia')
      await page.getByRole('listitem').filter({ hasText: 'Mia Chen' }).waitFor()
      await page.keyboard.press('Enter')
      await page.getByTestId('sale-customer').filter({ hasText: 'Mia Chen' }).waitFor()
      await page.getByRole('button', { name: 'Return', exact: true }).click()
      await page.getByRole('button', { name: 'Return without receipt' }).click()
      await page.getByLabel('Scan or search the item to return').fill(shop.mug.barcode)
      await page.keyboard.press('Enter')
      await page.getByLabel(`Return reason for ${shop.mug.name}`).click()
      await page.getByRole('option', { name: 'Faulty' }).click()
      await page.getByLabel(`Return reason for ${shop.mug.name}`).filter({ hasText: 'Faulty' }).waitFor()
      await page.screenshot({ path: join(printerOut, '..', 'unlinked-return.png') })
      await page.getByRole('button', { name: 'Add to the sale' }).click()
      await page.getByRole('group', { name: 'Total', exact: true }).filter({ hasText: '-$18.50' }).waitFor()
      await page.keyboard.press('F9')
      await page.getByRole('radio', { name: 'Store Credit' }).click()
      await page.getByLabel('Amount').fill('-18.50')
      await page.keyboard.press('Enter')
      await page.getByRole('heading', { name: 'Sale complete' }).waitFor()
      await page.keyboard.press('Enter')
      await page.locator('[data-queued="0"]').first().waitFor({ timeout: 30_000 })

      const credit = await api<{ balance: number }>('GET', `/api/proxy/customer/${mia.id}/store-credit.json`)
      expect(credit.balance).toBe(1850)
      const { sales } = await api<{ sales: { id: number }[] }>('GET', '/api/proxy/sales.json')
      const posted = await api<{ sale: { lines: { quantity: number; return_reason_id: string | null }[] } }>(
        'GET',
        `/api/proxy/sale/${sales[0]!.id}.json`,
      )
      expect(posted.sale.lines).toHaveLength(1)
      expect(posted.sale.lines[0]!.quantity).toBe(-1)
      expect(posted.sale.lines[0]!.return_reason_id).not.toBeNull()
    })
    it('emails the receipt from the done screen, also for a sale still waiting in the offline queue', async () => {
      const shop = await saleShop(harness)
      const mia = `mia.${shop.email}`
      const { page, context } = await harness.newPage()
      await signInAsRegister(harness, page, shop)
      await page.goto('/register/sale')
      await page.getByLabel('POS code').fill('4242')
      await page.keyboard.press('Enter')
      await page.getByText('Served by Grace H.').waitFor()

      const sell = async (toMia: boolean) => {
        await page.getByLabel('Scan or search').fill(shop.bag.sku)
        await page.keyboard.press('Enter')
        await page.locator('tr[data-line]').filter({ hasText: shop.bag.name }).waitFor()
        if (toMia) {
          await page.keyboard.press('F4')
          await page.getByLabel('Name, email or phone').fill('Mia')
          await page.getByRole('listitem').filter({ hasText: 'Mia Chen' }).waitFor()
          await page.keyboard.press('Enter')
          await page.getByTestId('sale-customer').filter({ hasText: 'Mia Chen' }).waitFor()
        }
        await page.keyboard.press('F9')
        await page.getByLabel('Amount').fill('20')
        await page.keyboard.press('Enter')
        await page.getByRole('heading', { name: 'Sale complete' }).waitFor()
        return (await page.getByTestId('sale-receipt').textContent())?.replace('Receipt ', '') ?? ''
      }
      const emailed = async (receipt: string) => {
        for (;;) {
          const found = (await harness.outbox()).find(
            (m) => m.to === mia && m.subject === `Your receipt ${receipt}`,
          )
          if (found) return found
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }

      // Online: the customer's email is filled in; the receipt goes at once.
      const first = await sell(true)
      await expect.poll(() => page.getByLabel('Customer email').inputValue()).toBe(mia)
      await page.getByRole('button', { name: 'Email receipt' }).click()
      await page
        .getByRole('status')
        .filter({ hasText: `Receipt emailed to ${mia}` })
        .waitFor({ timeout: 30_000 })
      const message = await emailed(first)
      expect(message.text).toContain(`Receipt ${first}`)
      await page.screenshot({ path: join(printerOut, '..', 'email-receipt.png') })
      await page.getByRole('button', { name: 'New sale (Enter)' }).click()
      await page.getByLabel('Scan or search').waitFor()

      // Offline (no customer lookup): the address is typed; the request waits with the sale and is sent,
      // once, after the queue posts on reconnect.
      await context.setOffline(true)
      const second = await sell(false)
      await page.getByLabel('Customer email').fill(mia)
      await page.getByRole('button', { name: 'Email receipt' }).click()
      await page.getByRole('status').filter({ hasText: 'as soon as the sale reaches the server' }).waitFor()
      expect((await harness.outbox()).some((m) => m.subject === `Your receipt ${second}`)).toBe(false)
      await context.setOffline(false)
      const later = await emailed(second)
      expect(later.text).toContain(`Receipt ${second}`)
      await page.locator('[data-queued="0"]').first().waitFor({ timeout: 30_000 })
      expect((await harness.outbox()).filter((m) => m.subject === `Your receipt ${second}`)).toHaveLength(1)
    })
    it('ships a sale: the address and the shipping charge as its own total line, stored with the sale', async () => {
      const shop = await saleShop(harness)
      const { page } = await harness.newPage()
      await signInAsRegister(harness, page, shop)
      await page.goto('/register/sale')
      await page.getByLabel('POS code').fill('4242')
      await page.keyboard.press('Enter')
      await page.getByText('Served by Grace H.').waitFor()
      await page.getByLabel('Scan or search').fill(shop.bag.sku)
      await page.keyboard.press('Enter')
      await page.locator('tr[data-line]').filter({ hasText: shop.bag.name }).waitFor()

      await page.getByRole('checkbox', { name: 'Ship this sale' }).click()
      await page.getByRole('button', { name: 'Add shipping' }).click()
      await page
        .getByRole('alert')
        .filter({ hasText: 'Please enter the address to ship this sale to' })
        .waitFor()
      await page.getByLabel('Ship to address').fill('4 Dock Rd, Fremantle WA 6160')
      await page.getByLabel('Shipping charge').fill('11')
      await page.keyboard.press('Enter')
      // 10.02 + 11.00 shipping; GST 0.91 + 1.00.
      await page.getByRole('group', { name: 'Shipping', exact: true }).filter({ hasText: '$11.00' }).waitFor()
      await page.getByRole('group', { name: 'Total', exact: true }).filter({ hasText: '$21.02' }).waitFor()
      await page.screenshot({ path: join(printerOut, '..', 'ship-sale.png') })
      await page.keyboard.press('F9')
      await page.getByLabel('Amount').fill('30')
      await page.keyboard.press('Enter')
      await page.getByRole('heading', { name: 'Sale complete' }).waitFor()
      await page.getByTestId('done-receipt').filter({ hasText: 'Shipping' }).waitFor()
      await page.locator('[data-queued="0"]').first().waitFor({ timeout: 30_000 })

      const api = apiOf(harness, shop.cookie)
      const { sales } = await api<{ sales: { id: number; total: number }[] }>('GET', '/api/proxy/sales.json')
      expect(sales[0]!.total).toBe(2102)
      const posted = await api<{ sale: { shipping: unknown } }>('GET', `/api/proxy/sale/${sales[0]!.id}.json`)
      expect(posted.sale.shipping).toEqual({
        price: 1100,
        tax_percent: 10,
        address: '4 Dock Rd, Fremantle WA 6160',
      })
    })
    it('runs custom scripts in a sandbox: a loop is stopped and the sale goes on, a stop holds the payment', async () => {
      const shop = await saleShop(harness)
      const api = apiOf(harness, shop.cookie)
      const script = async (body: string) => {
        const answer = await api('POST', '/api/proxy/customscripts.json', { scope: 'sale', script: body })
        expect(answer).toMatchObject({ customscript: { scope: 'sale' } })
      }
      // An outside server that would hand a script whatever it asked for (CORS open), counting who came.
      const hits: string[] = []
      const outside = createServer((request, response) => {
        hits.push(request.url ?? '')
        response.writeHead(200, {
          'content-type': 'text/javascript',
          'access-control-allow-origin': '*',
        })
        response.end('export const stolen = true')
      })
      await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve))
      const outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}/steal.js`
      // 1: loops forever on the mug. 2: says what it can reach. 3: tries to load a script from the outside
      // server, holds sales over $20.
      await script("export function onLineAdded(line) { if (line.sku === 'MUG-3') for (;;) {} }")
      await script(
        `export function onLineAdded(line, sale) {
          return { message: 'Sandbox ' + [typeof fetch, typeof indexedDB, typeof document].join(' ') + ': ' + line.sku + ' of ' + sale.lines.length }
        }`,
      )
      await script(`export async function beforePayment(sale) {
        let network = 'reached'
        try { await import('${outsideUrl}') } catch { network = 'blocked' }
        if (sale.total > 2000) return { stop: 'Sales over $20.00 need a manager (network ' + network + ')' }
      }`)
      const { page } = await harness.newPage()
      await openSaleScreen(harness, page, shop)
      const add = async (code: string, name: string) => {
        await page.getByLabel('Scan or search').fill(code)
        await page.keyboard.press('Enter')
        await page.locator('tr[data-line]').filter({ hasText: name }).waitFor()
      }
      await add(shop.mug.barcode, shop.mug.name)
      await page
        .getByText('Custom script 1 (sale) ran longer than 300 ms and was stopped', { exact: false })
        .waitFor()
      // The scripts after the stopped one still ran, with nothing of the network, storage or page.
      await page.getByText('Sandbox undefined undefined undefined: MUG-3 of 1').waitFor()

      // $18.50 is under the limit: the payment opens and the sale completes.
      await page.keyboard.press('F9')
      await page.getByLabel('Amount').fill('20')
      await page.keyboard.press('Enter')
      await page.getByRole('heading', { name: 'Sale complete' }).waitFor()
      await page.getByRole('button', { name: 'New sale' }).click()

      // The looping script is left out now: the mug adds with no note of it, and the bag takes the sale over $20.
      await add(shop.mug.barcode, shop.mug.name)
      await add(shop.bag.sku, shop.bag.name)
      await page.getByText('Sandbox undefined undefined undefined: BAG-2 of 2').waitFor()
      await page.keyboard.press('F9')
      await page.getByText('Sales over $20.00 need a manager (network blocked)').waitFor()
      expect(await page.getByLabel('Amount').count()).toBe(0)
      expect(hits).toEqual([])
      await page.screenshot({ path: '/tmp/custom-script-stop.png' })
      outside.close()
    })
  },
)
