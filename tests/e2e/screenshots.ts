// `pnpm exec tsx tests/e2e/screenshots.ts [outDir]`: screenshots of the main screens, to look at after a
// change (build the web app first). Uses the e2e harness: a real server on a fresh database.
// The "with data" dashboard answers from a canned series: no screen can ring up sales yet.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { startHarness } from './harness.ts'
import { openMenuItem, registerCompany } from './pages.ts'

const outDir = process.argv[2] ?? join(process.cwd(), '.test-output/screenshots')
mkdirSync(outDir, { recursive: true })
const harness = await startHarness()
try {
  const { page } = await harness.newPage({ width: 1400, height: 900 })
  const shot = (name: string, fullPage = false) =>
    page.screenshot({ path: join(outDir, `${name}.png`), fullPage, animations: 'disabled' })

  await page.goto('/sessions/sign-in')
  await page.getByLabel('Email').waitFor()
  await shot('sign-in')
  await page.goto('/sessions/create-company')
  await page.getByLabel('Company name').waitFor()
  await shot('create-company')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByText('Required').first().waitFor()
  await shot('create-company-errors')

  await registerCompany(harness, page, { companyName: 'Harbour Goods', firstName: 'Ada' })
  await page.getByTestId('dashboard-empty').waitFor()
  await shot('dashboard-empty')

  await page.route('**/api/dashboard/sales?*', async (route) => {
    const url = new URL(route.request().url())
    const from = new Date(url.searchParams.get('from')!)
    const series = Array.from({ length: 24 }, (_, hour) => {
      const count = hour < 8 || hour > 20 ? 0 : Math.round(4 + 6 * Math.sin(((hour - 8) / 12) * Math.PI))
      return { start: new Date(from.getTime() + hour * 3_600_000).toISOString(), total: count * 4275, count }
    })
    const total = series.reduce((sum, point) => sum + point.total, 0)
    const count = series.reduce((sum, point) => sum + point.count, 0)
    await route.fulfill({
      json: { currency: 'AUD', total, count, average: Math.round(total / count), series },
    })
  })
  await page.reload()
  await page.getByTestId('sales-chart').waitFor()
  await page.getByTestId('sales-chart').locator('canvas').waitFor()
  await page.getByTestId('sales-chart').hover({ position: { x: 700, y: 150 } })
  await shot('dashboard-data')
  await page.getByRole('combobox', { name: 'Date range' }).click()
  await page.getByRole('option', { name: 'Custom' }).click()
  await page.getByLabel('From').fill('')
  await page.getByText('Please select a from and to date').waitFor()
  await shot('dashboard-custom-missing')
  await page.unroute('**/api/dashboard/sales?*')

  await openMenuItem(page, 'Users', 'Admin')
  await page.getByRole('link', { name: /Ada Lovelace/ }).waitFor()
  await shot('users')
  await page.getByRole('link', { name: /Ada Lovelace/ }).click()
  await page.getByLabel('First name').waitFor()
  await shot('user-edit')
  await page.getByRole('tab', { name: 'Settings' }).click()
  await shot('user-edit-settings')

  await openMenuItem(page, 'Security Groups', 'Admin')
  await page.getByRole('button', { name: 'Edit Administrators' }).waitFor()
  await shot('groups')
  await page.getByRole('button', { name: 'Edit Administrators' }).click()
  await page.getByRole('dialog').waitFor()
  await shot('group-edit')
  await page.keyboard.press('Escape')

  await openMenuItem(page, 'API Users', 'Admin')
  await page.getByRole('link', { name: 'New API user' }).click()
  await page.getByLabel('Name').fill('Warehouse sync')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByTestId('api-token').waitFor()
  await shot('api-user-token')
  await page.getByRole('button', { name: 'Done' }).click()
  await page.waitForURL(/\/admin\/api-user\/\d+$/)
  await shot('api-user-edit', true)

  await openMenuItem(page, 'About', 'Admin')
  await page.getByTestId('server-version').getByText(/\d/).waitFor()
  await shot('about')

  await page.goto('/no/such/page')
  await page.getByText("Sorry! The page you were looking for doesn't exist.").waitFor()
  await shot('not-found')

  await page.setViewportSize({ width: 1100, height: 800 })
  await page.goto('/dashboard')
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
  await shot('dashboard-1100')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
  await shot('menu-open-1100')

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin/users')
  await page.getByRole('link', { name: /Ada Lovelace/ }).waitFor()
  await shot('users-phone')
  process.stdout.write(`screenshots in ${outDir}\n`)
} finally {
  await harness.close()
}
