// `pnpm exec tsx tests/e2e/customers-screenshots.ts [outDir]`: screenshots of issue 5's screens (customers,
// loyalty, gift cards, reason codes, wallet templates) on a fresh database, to look at after a change.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { apiCall, seedCustomerData } from './customers-pages.ts'
import { startHarness } from './harness.ts'
import { registerCompany } from './pages.ts'

const outDir = process.argv[2] ?? join(process.cwd(), '.test-output/screenshots')
mkdirSync(outDir, { recursive: true })
const harness = await startHarness()
try {
  const { page } = await harness.newPage({ width: 1400, height: 900 })
  const shot = (name: string, fullPage = false) =>
    page.screenshot({ path: join(outDir, `${name}.png`), fullPage, animations: 'disabled' })
  await registerCompany(harness, page, { companyName: 'Harbour Goods' })
  await page.goto('/product/gift-cards/new')
  await page.getByTestId('no-gift-card-reasons').waitFor()
  await shot('giftcard-new-no-reasons')
  const seeded = await seedCustomerData(page, harness)

  await page.goto('/customers/customers')
  await page.getByRole('link', { name: 'Grace Hopper' }).waitFor()
  await shot('customers')
  await page.getByRole('link', { name: 'Grace Hopper' }).click()
  await page.getByTestId('lifetime-sales').waitFor()
  await shot('customer-general', true)
  for (const tab of ['Store credit', 'Loyalty', 'Sales']) {
    await page.getByRole('tab', { name: tab }).click()
    await page.waitForTimeout(400)
    await shot(`customer-${tab.toLowerCase().replace(' ', '-')}`, true)
  }
  await page.getByRole('tab', { name: 'Store credit' }).click()
  await page.getByRole('button', { name: 'Adjust store credit' }).click()
  await page.getByRole('dialog').waitFor()
  await shot('customer-adjust-credit')
  await page.keyboard.press('Escape')

  await page.goto('/admin/loyalty')
  await page.getByLabel('Tier 1 name').waitFor()
  await shot('loyalty-program', true)

  await page.goto('/product/gift-cards')
  await page.getByRole('link', { name: seeded.serial }).waitFor()
  await shot('gift-cards')
  await page.getByRole('link', { name: seeded.serial }).click()
  await page.getByTestId('card-remaining').waitFor()
  await shot('gift-card', true)
  await page.goto('/product/gift-cards/new')
  await page.getByLabel('Value').waitFor()
  await shot('giftcard-new')

  await page.goto('/register/gift-card-check')
  await page.getByRole('textbox', { name: 'Serial' }).fill(seeded.serial)
  await page.getByRole('button', { name: 'Check' }).click()
  await page.getByTestId('gift-card-value').waitFor()
  await shot('gift-card-check')

  await page.goto('/admin/reason-codes')
  await page.getByRole('heading', { name: 'Discount reasons' }).waitFor()
  await shot('reason-codes')
  await page.goto('/admin/reason-codes/discount')
  await page.getByRole('link', { name: 'Staff', exact: true }).waitFor()
  await shot('reason-codes-discount')
  await page.getByRole('link', { name: 'Staff', exact: true }).click()
  await page.getByLabel('Maximum discount').waitFor()
  await shot('reason-edit')

  await page.goto('/admin/wallet/template/loyalty/new')
  await page.getByLabel('Template name').fill('Members')
  await page.getByLabel('Title').fill('Harbour Rewards')
  await page.getByLabel('Membership label').fill('Member')
  await page.getByLabel('Name label').fill('Name')
  await page.getByLabel('Points label').fill('Points')
  await page.getByLabel('Points update message').fill('You now have {points} points')
  await page.getByLabel('Store notification').fill("You're near {name} - drop in!")
  await page.getByRole('button', { name: 'Add field' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByText('A type is required').waitFor()
  await shot('wallet-loyalty-errors', true)
  await page.getByRole('combobox', { name: 'Type' }).click()
  await page.getByRole('option', { name: 'Loyalty points', exact: true }).click()
  await page.getByLabel('Label', { exact: true }).fill('Your points')
  await shot('wallet-loyalty', true)
  await page.goto('/admin/wallet/template/giftcard/new')
  await page.getByLabel('Template name').fill('Gift')
  await page.getByLabel('Title').fill('Harbour Gift Card')
  await shot('wallet-giftcard', true)
  await apiCall(page, 'POST', '/api/proxy/wallettemplates.json', {
    kind: 'giftcard',
    name: 'Gift',
    title: 'Gift card',
  })
  await page.goto('/admin/wallet/templates')
  await page.getByRole('link', { name: 'Gift' }).waitFor()
  await shot('wallet-templates')
  process.stdout.write(`screenshots in ${outDir}\n`)
} finally {
  await harness.close()
}
