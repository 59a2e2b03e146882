// The admin screens against the real server: users, security groups, API users and their one-time token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { chooseOption, openMenuItem, registerCompany, toast, uniqueEmail } from './pages.ts'

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'admin screens (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('creates a user, finds it by search and status, edits it, and keeps the open tab in history', async () => {
    const { page } = await harness.newPage()
    await registerCompany(harness, page)
    await openMenuItem(page, 'Users', 'Admin')
    await page.getByRole('link', { name: 'New user' }).click()

    const email = uniqueEmail('cashier')
    await page.getByLabel('First name').fill('Grace')
    await page.getByLabel('Last name').fill('Hopper')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Save' }).click()
    // The server's refusal shows under the field it names (and as its toast).
    await page.getByRole('alert').filter({ hasText: 'Please choose a security group' }).waitFor()
    await chooseOption(page, 'Security group', 'Administrators')
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/proxy/users.json') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    expect((await created).status()).toBe(200)
    await page.waitForURL((url) => url.pathname === '/admin/users')

    await page.getByRole('textbox', { name: 'Search' }).fill('hopper')
    await page.waitForURL((url) => url.searchParams.get('search') === 'hopper')
    // The URL changes before the list answers: wait for the owner to leave it, not for a fixed time.
    await page.getByRole('link', { name: /Lovelace/ }).waitFor({ state: 'detached' })
    await page.getByRole('link', { name: 'Grace Hopper' }).waitFor()

    await page.getByRole('link', { name: 'Grace Hopper' }).click()
    await page.getByLabel('First name').waitFor()
    expect(await page.getByLabel('First name').inputValue()).toBe('Grace')
    await chooseOption(page, 'Status', 'Disabled')
    await page.getByRole('tab', { name: 'Settings' }).click()
    await page.getByText('Alert on new fulfillment').click()
    const saved = page.waitForResponse(
      (r) => /\/api\/proxy\/user\/\d+\.json$/.test(r.url()) && r.request().method() === 'PUT',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    const body = (await (await saved).json()) as {
      user: { status: string; settings: { alert_on_new_fulfillment: boolean } }
    }
    expect(body.user.status).toBe('disabled')
    expect(body.user.settings.alert_on_new_fulfillment).toBe(true)
    await toast(page, 'success', 'Saved').waitFor()

    // The Settings tab stays selected when the user comes back to this history entry.
    await page.getByRole('link', { name: 'Back' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/users')
    await page.goBack()
    await page.getByLabel('Alert on new fulfillment').waitFor()
    expect(await page.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true')

    await page.goto('/admin/users?status=disabled')
    await page.getByRole('link', { name: 'Grace Hopper' }).waitFor()
    await page.getByRole('link', { name: /Lovelace/ }).waitFor({ state: 'detached' })
  })

  it('creates, edits and deletes a security group with rights per area and action and register caches', async () => {
    const { page } = await harness.newPage()
    await registerCompany(harness, page)
    await openMenuItem(page, 'Security Groups', 'Admin')
    await page.getByRole('button', { name: 'Edit Administrators' }).waitFor()

    await page.getByRole('button', { name: 'New group' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Name').fill('Cashiers')
    await dialog.getByRole('checkbox', { name: 'Dashboard: View', exact: true }).click()
    // Approve brings view with it.
    await dialog.getByRole('checkbox', { name: 'Sale: Edit', exact: true }).click()
    await dialog.getByRole('checkbox', { name: 'Accounts: Approve', exact: true }).click()
    expect(await dialog.getByRole('checkbox', { name: 'Accounts: View', exact: true }).isChecked()).toBe(true)
    await dialog
      .getByRole('group', { name: 'Register caches' })
      .getByRole('checkbox', { name: 'Products' })
      .click()
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/proxy/groups.json') && r.request().method() === 'POST',
    )
    await dialog.getByRole('button', { name: 'Save' }).click()
    const { group } = (await (await created).json()) as {
      group: { rights: { areas: Record<string, string[]>; caches: string[] } }
    }
    expect(group.rights).toEqual({
      areas: { dashboard: ['view'], 'register.sale': ['view', 'edit'], accounts: ['view', 'approve'] },
      caches: ['product'],
    })
    const row = page.getByRole('row', { name: /Cashiers/ })
    await row.getByText('3 areas').waitFor()

    // Taking view away takes the area's other actions with it.
    await page.getByRole('button', { name: 'Edit Cashiers' }).click()
    await dialog.getByRole('checkbox', { name: 'Sale: View', exact: true }).click()
    expect(await dialog.getByRole('checkbox', { name: 'Sale: Edit', exact: true }).isChecked()).toBe(false)
    await dialog.getByRole('checkbox', { name: 'Accounts: View', exact: true }).click()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await row.getByText('1 area').waitFor()

    await page.getByRole('button', { name: 'Delete Cashiers' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'success', 'Group deleted').waitFor()
    await row.waitFor({ state: 'detached' })

    // A group with users can't go: the server says why, as a danger toast.
    await page.getByRole('button', { name: 'Delete Administrators' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'error', 'This group still has users').waitFor()
  })

  it('shows an API user token once, which works as a bearer token until regenerated', async () => {
    const { page } = await harness.newPage()
    await registerCompany(harness, page)
    await openMenuItem(page, 'API Users', 'Admin')
    await page.getByRole('link', { name: 'New API user' }).click()
    await page.getByLabel('Name').fill('Warehouse sync')
    await page.getByRole('checkbox', { name: 'Users: View', exact: true }).click()
    await page.getByRole('button', { name: 'Save' }).click()

    const dialog = page.getByRole('dialog')
    await dialog.getByText('Copy this token now: it will not be shown again.').waitFor()
    const token = (await dialog.getByTestId('api-token').textContent())!.trim()
    const users = (bearer: string) =>
      fetch(`${harness.baseUrl}/api/proxy/users.json`, { headers: { Authorization: `Bearer ${bearer}` } })
    expect((await users(token)).status).toBe(200)

    await dialog.getByRole('button', { name: 'Done' }).click()
    await page.waitForURL(/\/admin\/api-user\/\d+$/)
    await page.getByRole('heading', { name: 'Warehouse sync' }).waitFor()
    expect(await page.getByTestId('api-token').count()).toBe(0)

    await page.getByRole('button', { name: 'Regenerate token' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerate token' }).click()
    const fresh = (await page.getByTestId('api-token').textContent())!.trim()
    expect(fresh).not.toBe(token)
    expect((await users(token)).status).toBe(401)
    expect((await users(fresh)).status).toBe(200)
    await page.getByRole('button', { name: 'Done' }).click()
    await page.getByTestId('api-token').waitFor({ state: 'detached' })

    await openMenuItem(page, 'API Users', 'Admin')
    await page
      .getByRole('row', { name: /Warehouse sync/ })
      .getByText('1 area')
      .waitFor()
  })
})
