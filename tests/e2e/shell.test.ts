// The signed-in shell (spec 2): redirects, the not-found page, the side menu's width rule, flash toasts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { openMenuItem, registerCompany } from './pages.ts'

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'shell (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('shows the not-found page with a link home for unknown paths', async () => {
    const { page } = await harness.newPage()
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(200)
    await page.getByText("Sorry! The page you were looking for doesn't exist.").waitFor()
    await page.getByRole('link', { name: 'Back to home' }).click()
    // Home is /dashboard, which needs a signed-in user.
    await page.waitForURL((url) => url.pathname === '/sessions/sign-in')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard')
  })

  it('hides the side menu at 1200px and narrower on every navigation, and docks it at 1400px', async () => {
    const { page } = await harness.newPage({ width: 1400 })
    await registerCompany(harness, page)
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    const menuButton = page.getByRole('button', { name: 'Open menu' })
    await menu.waitFor()
    expect(await menuButton.isVisible()).toBe(false)

    await page.setViewportSize({ width: 1200, height: 900 })
    await menu.waitFor({ state: 'hidden' })
    await menuButton.click()
    await menu.waitFor()
    await openMenuItem(page, 'About', 'Admin')
    await page.waitForURL('**/about')
    await menu.waitFor({ state: 'hidden' })
    expect(await menuButton.isVisible()).toBe(true)

    await page.setViewportSize({ width: 1400, height: 900 })
    await menu.waitFor()
    await openMenuItem(page, 'Dashboard')
    await page.waitForURL('**/dashboard')
    expect(await menu.isVisible()).toBe(true)
  })

  it('opens /dashboard from /, resets the scroll on navigation, and shows both versions on /about', async () => {
    const { page } = await harness.newPage({ width: 1400, height: 500 })
    await registerCompany(harness, page)
    await page.goto('/')
    await page.waitForURL('**/dashboard')
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor()

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await openMenuItem(page, 'About', 'Admin')
    await page.waitForURL('**/about')
    await page.waitForFunction(() => window.scrollY === 0)

    const health = (await (await fetch(`${harness.baseUrl}/api/health`)).json()) as { version: string }
    await page.getByTestId('server-version').getByText(health.version).waitFor()
    const rootVersion = (await import('../../package.json', { with: { type: 'json' } })).default.version
    expect(await page.getByTestId('app-version').textContent()).toBe(rootVersion)
  })

  it('shows flash_msg in its colour and follows redirect from any answer', async () => {
    const { page } = await harness.newPage()
    await registerCompany(harness, page)
    await page.route('**/api/health', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          ok: true,
          version: '9.9.9',
          flash_msg: 'Heads up',
          flash_colour: 'warning',
          redirect: '/dashboard',
        }),
      }),
    )
    await openMenuItem(page, 'About', 'Admin')
    await page.locator('[data-sonner-toast][data-type="warning"]', { hasText: 'Heads up' }).waitFor()
    await page.waitForURL('**/dashboard')
  })
})
