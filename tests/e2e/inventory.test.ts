// Inventory end to end (issue 14): two warehouses made on their screens, stock received by an adjustment, part of
// it transferred and received short, a stocktake counted by scanning with a variance and committed; stock on hand
// and the item's movement ledger agree at every step.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { chooseOption, openMenuItem, registerCompany, toast } from './pages.ts'

/** The on-hand quantity of a SKU at a warehouse, read from the stock on hand screen. */
async function onHandOnScreen(page: Page, sku: string, warehouse: string) {
  await page.goto(`/inventory/stock-on-hand`)
  await page.getByLabel('Search by SKU, name or barcode').fill(sku)
  await page.getByRole('button', { name: 'Search' }).click()
  const row = page.getByRole('row').filter({ hasText: warehouse })
  await row.first().waitFor()
  return Number(await row.first().getByRole('cell').nth(3).textContent())
}

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'inventory (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('receives, transfers short, counts a variance and keeps stock on hand and the ledger in step', async () => {
    const { page } = await harness.newPage({ width: 1400, height: 900 })
    await registerCompany(harness, page)
    const made = await page.request.post('/api/proxy/products.json', {
      data: {
        name: 'Harbour Tee',
        style: 'HTEE',
        retail_price: 2995,
        items: [{ sku: 'HTEE', barcode: '9300001' }],
      },
    })
    expect(made.status()).toBe(200)
    const product = ((await made.json()) as { product: { id: number; items: { id: number | string }[] } })
      .product
    const itemId = Number(product.items[0]!.id)

    // Two warehouses on the generic screens.
    for (const name of ['North', 'South']) {
      await openMenuItem(page, 'Warehouses', 'Inventory')
      await page.getByRole('link', { name: /New/ }).click()
      await page.getByLabel('Name', { exact: true }).fill(name)
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/proxy/warehouses.json') && r.request().method() === 'POST',
      )
      await page.getByRole('button', { name: 'Save' }).click()
      expect((await saved).status()).toBe(200)
    }
    const list = (await (await page.request.get('/api/proxy/warehouses.json?limit=250')).json()) as {
      warehouses: { id: number; name: string }[]
    }
    const north = list.warehouses.find((w) => w.name === 'North')!.id
    const south = list.warehouses.find((w) => w.name === 'South')!.id
    const location = await page.request.post('/api/proxy/locations.json', {
      data: { warehouse_id: north, name: 'Shelf A' },
    })
    expect(location.status()).toBe(200)

    // Receive 20 by an adjustment.
    const received = await page.request.post('/api/proxy/stock-adjustments.json', {
      data: { warehouse_id: north, lines: [{ item_id: itemId, quantity: 20, unit_cost: 1200 }] },
    })
    expect(received.status()).toBe(200)
    expect(await onHandOnScreen(page, 'HTEE', 'North')).toBe(20)

    // Transfer 8, receive 6.
    await openMenuItem(page, 'Transfers', 'Inventory')
    await page.getByRole('link', { name: 'New transfer' }).click()
    await chooseOption(page, 'From', 'North')
    await chooseOption(page, 'To', 'South')
    await page.getByLabel('Reference').fill('T-100')
    await page.getByLabel(/Lines/).fill('HTEE 8')
    const transferSaved = page.waitForResponse(
      (r) => r.url().endsWith('/api/proxy/transfers.json') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    const answer = await transferSaved
    expect(await answer.text()).toContain('"draft"')
    await page.getByText('North → South · draft').waitFor()
    await page.getByRole('button', { name: 'Send' }).click()
    await page.getByText('North → South · sent').waitFor()
    await page.getByLabel('Received HTEE').fill('6')
    await page.getByRole('button', { name: 'Receive' }).click()
    await page.getByText('North → South · received').waitFor()
    await page.getByRole('cell', { name: '2', exact: true }).waitFor()
    expect(await onHandOnScreen(page, 'HTEE', 'North')).toBe(12)
    expect(await onHandOnScreen(page, 'HTEE', 'South')).toBe(6)

    // Count North: 11 scanned, 1 missing.
    await openMenuItem(page, 'Stocktakes', 'Inventory')
    await page.getByRole('link', { name: 'New stocktake' }).click()
    await chooseOption(page, 'Warehouse', 'North')
    await page.getByLabel('Name').fill('Monthly count')
    await page.getByRole('button', { name: 'Start stocktake' }).click()
    const scan = page.getByLabel('Scan or type a barcode or SKU')
    for (let i = 0; i < 11; i++) {
      await scan.fill('9300001')
      await scan.press('Enter')
    }
    await page.getByText('11 units counted of 1 items').waitFor()
    await page.getByRole('link', { name: 'Variances' }).click()
    const line = page.getByRole('row').filter({ hasText: 'HTEE' })
    await line.getByRole('cell', { name: '-1', exact: true }).waitFor()
    await page.getByRole('button', { name: 'Commit' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Commit' }).click()
    await page.getByText('completed').waitFor()
    expect(await onHandOnScreen(page, 'HTEE', 'North')).toBe(11)

    // The ledger agrees: 20 in, 8 out, 1 written off; the balance after the newest is on hand.
    await page.getByRole('row').filter({ hasText: 'North' }).getByRole('link', { name: 'HTEE' }).click()
    await page.getByRole('columnheader', { name: 'Balance' }).waitFor()
    await page.getByRole('row').nth(3).waitFor()
    const balances = await page
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.slice(1).map((row) => [row.children[2]?.textContent, row.children[4]?.textContent]),
      )
    expect(balances).toEqual([
      ['-1', '11'],
      ['-8', '12'],
      ['20', '20'],
    ])
    const south_ = await (await page.request.get(`/api/proxy/stock-movements/${south}/${itemId}.json`)).json()
    expect((south_ as { on_hand: number }).on_hand).toBe(6)
  }, 180_000)
  it('moves stock between locations, fulfils once, replenishes by a transfer and starts a partial stocktake', async () => {
    const { page } = await harness.newPage({ width: 1280, height: 900 })
    await registerCompany(harness, page)
    const made = await page.request.post('/api/proxy/products.json', {
      data: {
        name: 'Pier Tee',
        style: 'PTEE',
        retail_price: 2995,
        items: [{ sku: 'PTEE', barcode: '9300101' }],
      },
    })
    expect(made.status()).toBe(200)
    const itemId = Number(
      ((await made.json()) as { product: { items: { id: number | string }[] } }).product.items[0]!.id,
    )
    const warehouse = async (name: string) => {
      const answer = await page.request.post('/api/proxy/warehouses.json', { data: { name } })
      return ((await answer.json()) as { warehouse: { id: number } }).warehouse.id
    }
    const east = await warehouse('East')
    await warehouse('West')
    for (const name of ['Shelf A', 'Bin 1']) {
      const answer = await page.request.post('/api/proxy/locations.json', {
        data: { warehouse_id: east, name },
      })
      expect(answer.status()).toBe(200)
    }
    const received = await page.request.post('/api/proxy/stock-adjustments.json', {
      data: { warehouse_id: east, lines: [{ item_id: itemId, quantity: 20, unit_cost: 900 }] },
    })
    expect(received.status()).toBe(200)

    // Stock move: refused without a warehouse, then 5 onto Shelf A.
    await openMenuItem(page, 'Stock Move', 'Inventory')
    await page.getByRole('button', { name: 'Move stock' }).click()
    await page.getByRole('alert').filter({ hasText: 'Missing Warehouse' }).waitFor()
    await chooseOption(page, 'Warehouse', 'East')
    await chooseOption(page, 'To location', 'Shelf A')
    // The item finder: found by its name with what East holds, picked twice (one line, counted up), then typed over.
    const finder = page.getByRole('combobox', { name: 'Find an item by SKU or name' })
    await finder.fill('pier')
    await page.getByRole('option', { name: /PTEE Pier Tee.*20 on hand/ }).click()
    await expect.poll(() => page.getByLabel('Lines').inputValue()).toBe('PTEE 1')
    await finder.fill('PTEE')
    await page.getByRole('option', { name: /PTEE Pier Tee/ }).waitFor()
    await finder.press('Enter')
    await expect.poll(() => page.getByLabel('Lines').inputValue()).toBe('PTEE 2')
    await finder.fill('NO-SUCH-THING')
    await page.getByRole('listbox').getByText('No item found').waitFor()
    await finder.press('Escape')
    await page.getByLabel('Lines').fill('PTEE 5')
    await page.getByRole('button', { name: 'Move stock' }).click()
    await toast(page, 'success', '1 line moved').waitFor()

    // The location holds them.
    await openMenuItem(page, 'Locations', 'Inventory')
    await page.getByRole('link', { name: 'Shelf A' }).click()
    await page.getByRole('link', { name: 'Stock at this location' }).click()
    await page.getByRole('heading', { name: 'Shelf A' }).waitFor()
    await page
      .getByRole('row')
      .filter({ hasText: 'PTEE' })
      .getByRole('cell', { name: '5', exact: true })
      .waitFor()

    // A fulfillment: refused without a type, then made, picked short and completed; stock leaves once.
    await openMenuItem(page, 'Fulfillments', 'Inventory')
    await page.getByRole('link', { name: 'New fulfillment' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('alert').filter({ hasText: 'Please choose a fulfillment type' }).waitFor()
    await chooseOption(page, 'Type', 'Warehouse To Customer')
    await chooseOption(page, 'Source warehouse', 'East')
    await page.getByLabel('Reference').fill('WEB-7')
    await page.getByLabel('Tags').fill('web, priority')
    await page.getByLabel('Address line 1').fill('1 Pier St')
    await page.getByLabel('City').fill('Hobart')
    await page.getByLabel('Lines').fill('PTEE 3')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('heading', { name: 'WEB-7' }).waitFor()
    await page.getByText('1 Pier St, Hobart').waitFor()
    await page.getByRole('button', { name: 'Mark In Progress' }).click()
    await page.getByText('In Progress', { exact: true }).waitFor()
    await page.getByLabel('Actual Pier Tee').fill('4')
    await page.getByRole('button', { name: 'Mark Complete' }).click()
    await page.getByRole('alert').filter({ hasText: 'You cannot fulfil more than was requested' }).waitFor()
    await page.getByLabel('Actual Pier Tee').fill('2')
    await page.getByRole('button', { name: 'Mark Complete' }).click()
    await page.getByText('Closed', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Mark Complete' }).waitFor({ state: 'detached' })
    expect(await onHandOnScreen(page, 'PTEE', 'East')).toBe(18)
    await openMenuItem(page, 'Fulfillments', 'Inventory')
    await page.getByText('0 open').waitFor()
    await chooseOption(page, 'Status', 'Closed')
    await page.getByRole('link', { name: 'WEB-7' }).waitFor()

    // A replenishment of West from East, proposed from its levels, saved and made a transfer.
    await openMenuItem(page, 'Replenishment', 'Inventory')
    await page.getByRole('link', { name: /New/ }).click()
    await page.getByRole('button', { name: 'Propose quantities' }).click()
    await page.getByRole('alert').filter({ hasText: 'Missing Warehouse' }).waitFor()
    await chooseOption(page, 'Destination', 'West')
    await chooseOption(page, 'Source', 'East')
    await page.getByLabel('Reference').fill('REP-9')
    await page.getByRole('button', { name: 'Propose quantities' }).click()
    await page.getByText('No item of this warehouse has levels or recent sales.').waitFor()
    const levels = page.getByLabel(/Stock levels at the destination/)
    await levels.fill('PTEE 5 2')
    await page.getByRole('button', { name: 'Save levels' }).click()
    await page.getByText('The maximum cannot be under the minimum').waitFor()
    await levels.fill('PTEE 2 8')
    await page.getByRole('button', { name: 'Save levels' }).click()
    await toast(page, 'success', 'Levels saved').waitFor()
    await expect.poll(() => page.getByLabel('Quantity PTEE').inputValue()).toBe('8')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByRole('heading', { name: 'REP-9' }).waitFor()
    await page.getByRole('button', { name: 'Create transfer' }).click()
    await page.getByRole('link', { name: /Transfer #\d+/ }).click()
    await page.getByText('East → West · draft').waitFor()
    await page.getByRole('cell', { name: '8', exact: true }).waitFor()

    // A partial stocktake of Shelf A freezes what it held.
    await openMenuItem(page, 'Stocktakes', 'Inventory')
    await page.getByRole('link', { name: 'New stocktake' }).click()
    await page.getByRole('button', { name: 'Start stocktake' }).click()
    await page.getByRole('alert').filter({ hasText: 'Missing Warehouse' }).waitFor()
    await chooseOption(page, 'Warehouse', 'East')
    await page.getByLabel('Name').fill('Shelf A count')
    await page.getByRole('radio', { name: /Partial/ }).click()
    await chooseOption(page, 'Location', 'Shelf A')
    await page.getByRole('button', { name: 'Start stocktake' }).click()
    await page.getByLabel('Scan or type a barcode or SKU').waitFor()
    await page.getByRole('link', { name: 'Variances' }).click()
    const line = page.getByRole('row').filter({ hasText: 'PTEE' })
    await line.getByRole('cell', { name: '5', exact: true }).waitFor()
    await line.getByRole('cell', { name: '-5', exact: true }).waitFor()
  }, 180_000)

  it('pages through more transfers than one page holds, at 768 px, with the Next button clear of the status', async () => {
    const { page } = await harness.newPage({ width: 768, height: 800 })
    await registerCompany(harness, page)
    const made = await page.request.post('/api/proxy/products.json', {
      data: { name: 'Dock Tee', style: 'DTEE', retail_price: 2995, items: [{ sku: 'DTEE' }] },
    })
    const itemId = Number(
      ((await made.json()) as { product: { items: { id: number | string }[] } }).product.items[0]!.id,
    )
    const warehouse = async (name: string) => {
      const answer = await page.request.post('/api/proxy/warehouses.json', { data: { name } })
      return ((await answer.json()) as { warehouse: { id: number } }).warehouse.id
    }
    const [from, to] = [await warehouse('Dock'), await warehouse('Shop floor')]
    // One more than a page of 50, oldest first: T-001 is the one left for the second page.
    for (let n = 1; n <= 51; n++) {
      const answer = await page.request.post('/api/proxy/transfers.json', {
        data: {
          from_warehouse_id: from,
          to_warehouse_id: to,
          reference: `T-${String(n).padStart(3, '0')}`,
          lines: [{ item_id: itemId, quantity: 1 }],
        },
      })
      expect(answer.status()).toBe(200)
    }
    await page.goto('/inventory/transfers')
    const rows = page.getByRole('row')
    await page.getByRole('link', { name: 'T-051' }).waitFor()
    await expect.poll(() => rows.count()).toBe(51) // the header and 50 transfers
    await expect(page.getByText('Draft').first().isVisible()).resolves.toBe(true)
    const next = page.getByRole('button', { name: 'Next' })
    // Scrolled to the end, nothing fixed sits over the button: a click lands on it, not on the offline-data
    // indicator in the bottom-right corner.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const box = (await next.boundingBox())!
    const corners = [
      [box.x + 4, box.y + 4],
      [box.x + box.width - 4, box.y + 4],
      [box.x + 4, box.y + box.height - 4],
      [box.x + box.width - 4, box.y + box.height - 4],
    ]
    const onTop = await page.evaluate(
      (points) =>
        points.map(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? ''),
      corners,
    )
    expect(onTop).toEqual(['Next', 'Next', 'Next', 'Next'])
    await next.click()
    await page.getByRole('link', { name: 'T-001' }).waitFor()
    await page.getByText('Page 2').waitFor()
    expect(await rows.count()).toBe(2)
    expect(await next.isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Previous' }).click()
    await page.getByRole('link', { name: 'T-051' }).waitFor()

    // Found by reference, from the first page; then of one state: T-007 cancelled is the only one.
    const cancelled = await page.request.get('/api/proxy/transfers.json?search=T-007')
    const seventh = ((await cancelled.json()) as { transfers: { id: number }[] }).transfers[0]!.id
    expect(
      (await page.request.post(`/api/proxy/transfer/${seventh}/cancel.json`, { data: {} })).status(),
    ).toBe(200)
    await page.getByRole('textbox', { name: 'Search' }).fill('T-04')
    await page.getByRole('link', { name: 'T-049' }).waitFor()
    await expect.poll(() => rows.count()).toBe(11) // T-040 to T-049
    await page.getByRole('textbox', { name: 'Search' }).fill('')
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Cancelled' }).click()
    await page.getByRole('link', { name: 'T-007' }).waitFor()
    await expect.poll(() => rows.count()).toBe(2)
    await page.getByRole('textbox', { name: 'Search' }).fill('T-05')
    await page.getByText('No transfers match: try another reference or status.').waitFor()
  }, 180_000)
})
