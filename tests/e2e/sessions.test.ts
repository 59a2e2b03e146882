// Registration, sign-in with a one-time code, sign-out, and the remembered deep link (spec 2 /sessions).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { registerCompany, signIn, signOut, uniqueEmail } from './pages.ts'

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'sessions (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('registers a company, signs out, signs in again, and restores a deep link after sign-in', async () => {
    const { page } = await harness.newPage()
    const owner = await registerCompany(harness, page, { companyName: 'Harbour Goods' })

    await page.getByTestId('dashboard-empty').waitFor()
    expect(await page.getByText('No sales in this period yet').isVisible()).toBe(true)
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true)

    await signOut(page)
    expect(new URL(page.url()).pathname).toBe('/sessions/sign-in')
    await signIn(harness, page, owner.email)
    await page.waitForURL('**/dashboard')
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor()

    // Signed out, a deep link goes to sign-in, which remembers it and returns there afterwards.
    await signOut(page)
    await page.goto('/admin/users?status=active')
    await page.waitForURL((url) => url.pathname === '/sessions/sign-in')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/users?status=active')
    await signIn(harness, page, owner.email)
    await page.waitForURL((url) => url.pathname === '/admin/users')
    await page.getByRole('heading', { name: 'Users' }).waitFor()
    expect(new URL(page.url()).searchParams.get('status')).toBe('active')
    await page.getByRole('link', { name: /Ada Lovelace/ }).waitFor()
  })

  it('shows the server’s 400 message as a toast for a wrong code', async () => {
    const { page } = await harness.newPage()
    const owner = await registerCompany(harness, page)
    await signOut(page)

    await page.getByLabel('Email').fill(owner.email)
    await page.getByRole('button', { name: 'Send code' }).click()
    const code = await harness.nextCode(owner.email)
    const wrong = code === '000000' ? '111111' : '000000'
    await page.getByLabel('One-time code').fill(wrong)
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/sessions/verify'))
    await page.getByRole('button', { name: 'Sign in' }).click()
    const response = await answer
    expect(response.status()).toBe(400)
    const { error } = (await response.json()) as { error: string }
    expect(error.length).toBeGreaterThan(0)

    const toast = page.locator('[data-sonner-toast][data-type="error"]', { hasText: error })
    await toast.waitFor()
    expect(await toast.isVisible()).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/sessions/sign-in')

    // 'Resend code' sends a new code (the old one dies), and that one signs in.
    const resent = page.waitForResponse((r) => r.url().endsWith('/api/sessions/sign-in'))
    await page.getByRole('button', { name: 'Resend code' }).click()
    expect((await resent).status()).toBe(200)
    await page
      .locator('[data-sonner-toast][data-type="success"]', { hasText: 'A new code is on its way' })
      .waitFor()
    const fresh = await harness.nextCode(owner.email, [code])
    await page.getByLabel('One-time code').fill(fresh)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/dashboard')
  })

  it('shows the connection toast when the server fails (500) or cannot be reached', async () => {
    const { page } = await harness.newPage()
    await page.goto('/sessions/sign-in')
    await page.route('**/api/sessions/sign-in', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    )
    await page.getByLabel('Email').fill(uniqueEmail())
    await page.getByRole('button', { name: 'Send code' }).click()
    const connection = 'Error connecting to server, please try again later'
    await page.locator('[data-sonner-toast][data-type="error"]', { hasText: connection }).waitFor()
    // The server's own text for a 500 is not shown.
    expect(await page.getByText('boom').count()).toBe(0)

    await page.unroute('**/api/sessions/sign-in')
    await page.route('**/api/sessions/sign-in', (route) => route.abort('connectionrefused'))
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.locator('[data-sonner-toast][data-type="error"]', { hasText: connection }).nth(1).waitFor()
    expect(await page.locator('[data-sonner-toast]', { hasText: connection }).count()).toBe(2)
  })

  it('validates the forms inline before calling the server', async () => {
    const { page } = await harness.newPage()
    await page.goto('/sessions/create-company')
    let calls = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/sessions/register')) calls += 1
    })
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Enter a valid email address').waitFor()
    expect(await page.getByText('Required').count()).toBe(3)
    expect(calls).toBe(0)
    // The first field in error takes the focus.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('company_name')
  })
})
