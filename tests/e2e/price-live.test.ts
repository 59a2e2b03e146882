// Issue 4, item 7: a price edited in the back office reaches a register open in a second tab without a
// reload: the server publishes `prices` on the realtime channel, the sync worker resyncs that kind, and the
// next scan on the sale screen is priced from the new local data.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { signIn, toast } from './pages.ts'
import { apiOf, saleShop } from './sale-setup.ts'

/**
 * Scans a barcode as a scanner in the focused scan field does (the usual case): the code, then Enter. A burst
 * outside any field is told from typing by its key timing, which a loaded machine can stretch; the field
 * takes the code whatever the timing, so the test does not depend on the load.
 */
async function scan(page: Page, barcode: string): Promise<void> {
  const field = page.getByLabel('Scan or search')
  await field.fill(barcode)
  await field.press('Enter')
}

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'a price edit reaching a register' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it("edits a product's price in the back office and a second tab's register sells at it without a reload", async () => {
    const shop = await saleShop(harness)
    const api = apiOf(harness, shop.cookie)
    const { products } = await api<{ products: { id: number; name: string }[] }>(
      'GET',
      '/api/proxy/products.json?limit=250',
    )
    const tee = products.find((product) => product.name === shop.tee.name)
    if (!tee) throw new Error('the seeded tee is missing')

    // Tab 2: the register, signed in, its offline data in, selling.
    const { context, page: register } = await harness.newPage()
    await register.goto('/sessions/sign-in')
    await signIn(harness, register, shop.email)
    await register.waitForURL('**/dashboard')
    await register.evaluate(
      (id) => window.localStorage.setItem('pos.register_id', String(id)),
      shop.registerId,
    )
    await register
      .getByRole('button', { name: 'Offline data: Offline data ready' })
      .waitFor({ timeout: 60_000 })
    await register.goto('/register/sale')
    await register.getByLabel('POS code').fill('4242')
    await register.keyboard.press('Enter')
    await register.getByText('Served by Grace H.').waitFor()
    await scan(register, shop.tee.barcode)
    await register.locator('tr[data-line]').filter({ hasText: '$29.99' }).waitFor()
    // A mark on this document: a reload would lose it.
    await register.evaluate(() => {
      ;(window as unknown as { __sameDocument?: boolean }).__sameDocument = true
    })

    // Tab 1, same browser: the back office changes the tee's retail price.
    const office = await context.newPage()
    await office.goto(`/product/products/${tee.id}`)
    await office.getByRole('tab', { name: 'Details' }).click()
    await office.getByLabel('Retail price').fill('34.99')
    await office.getByRole('button', { name: 'Save' }).click()
    await toast(office, 'success', 'Saved').waitFor()

    // Tab 2 learns of it on its own. Until it has, a scan adds one more tee at the old price to the same
    // line; once it has, the scan starts a new line at the new price. Scan until that line shows.
    const newPriceLine = register.locator('tr[data-line]').filter({ hasText: '$34.99' })
    let scans = 0
    for (; scans < 60 && (await newPriceLine.count()) === 0; scans++) {
      await scan(register, shop.tee.barcode)
      await newPriceLine.waitFor({ timeout: 1_000 }).catch(() => {})
    }
    expect(await newPriceLine.count()).toBe(1)
    expect(await register.locator('tr[data-line]').filter({ hasText: '$29.99' }).count()).toBe(1)
    // No reload happened in the register's tab.
    expect(
      await register.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true)
    expect(register.url()).toMatch(/\/register\/sale$/)
  })
})
