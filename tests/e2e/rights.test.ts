// Rights per area and action (issue 16) in the browser: a group without Accounts sees no Accounts menu and the
// server refuses Accounts' API, in the product's error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiCall } from './customers-pages.ts'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { registerCompany, signIn, signOut, uniqueEmail } from './pages.ts'

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'rights per area (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('hides Accounts from a group without its rights, and the server answers 403 to its API', async () => {
    const { page } = await harness.newPage({ width: 1280, height: 800 })
    await registerCompany(harness, page)
    const { group } = await apiCall<{ group: { id: number } }>(page, 'POST', '/api/proxy/groups.json', {
      name: 'Shop floor',
      rights: { areas: { dashboard: ['view'], 'product.products': ['view', 'edit'] }, caches: [] },
    })
    const email = uniqueEmail('floor')
    await apiCall(page, 'POST', '/api/proxy/users.json', {
      first_name: 'Floor',
      last_name: 'Staff',
      email,
      group_id: group.id,
    })
    await signOut(page)
    await signIn(harness, page, email)
    await page.waitForURL('**/dashboard')

    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await menu.getByRole('button', { name: 'Product' }).waitFor()
    expect(await menu.getByRole('button', { name: 'Accounts' }).count()).toBe(0)
    expect(await menu.getByRole('link', { name: 'Suppliers' }).count()).toBe(0)

    const refused = await page.evaluate(async () => {
      const response = await fetch('/api/proxy/taxrates.json', { headers: { Accept: 'application/json' } })
      return { status: response.status, body: await response.json() }
    })
    expect(refused).toEqual({
      status: 403,
      body: { error: "You don't have access to this page", code: 'forbidden' },
    })
    // Products' list is theirs to see, without its CSV export (no export right).
    await page.goto(`${harness.baseUrl}/product/products`)
    await page.getByRole('link', { name: 'New product' }).waitFor()
    expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0)
  })
})
