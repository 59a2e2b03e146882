// `pnpm exec tsx tests/e2e/register-setup-screenshots.ts [outDir]`: screenshots of issue 6 part A's screens
// (stores, store, register, template with preview, open/close, petty cash, cash drawer, sales history, sale
// with its receipt) on a fresh database, to look at after a change.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { apiCall } from './customers-pages.ts'
import { startHarness } from './harness.ts'
import { chooseOption, registerCompany } from './pages.ts'

const outDir = process.argv[2] ?? join(process.cwd(), '.test-output/screenshots')
mkdirSync(outDir, { recursive: true })
const harness = await startHarness()
try {
  const { page } = await harness.newPage({ width: 1400, height: 900 })
  const shot = (name: string, fullPage = false) =>
    page.screenshot({ path: join(outDir, `${name}.png`), fullPage, animations: 'disabled' })
  await registerCompany(harness, page, { companyName: 'Harbour Goods' })
  await page.goto('/register/open-close')
  await page.getByTestId('no-store').waitFor()
  await shot('register-no-store')

  const store = await apiCall<{ store: { id: number } }>(page, 'POST', '/api/proxy/stores.json', {
    name: 'Harbour St',
    address: { address1: '12 Harbour St', city: 'Sydney', province_code: 'NSW', zip: '2000', country: 'AU' },
  })
  const storeId = store.store.id
  const template = await apiCall<{ registertemplate: { id: number } }>(
    page,
    'POST',
    '/api/proxy/registertemplates.json',
    {
      name: 'Standard receipt',
      receipt_header: 'Harbour Goods\nABN 12 345 678 901',
      receipt_title: 'TAX INVOICE',
      receipt_footer: 'Thank you for shopping with us',
      receipt_served_by_text: 'You were served by',
      receipt_line_details: 2,
    },
  )
  const register = await apiCall<{ register: { id: number } }>(
    page,
    'POST',
    `/api/proxy/store/${storeId}/registers.json`,
    {
      name: 'Front counter',
      register_template_id: template.registertemplate.id,
      printer_type: 'epson',
      printer_ip: '192.168.1.50',
    },
  )
  await apiCall(page, 'POST', `/api/proxy/store/${storeId}/registers.json`, { name: 'Back counter' })
  await apiCall(page, 'POST', '/api/proxy/stores.json', { name: 'Bondi Beach', address: { city: 'Bondi' } })
  const me = await apiCall<{ user: { id: number } }>(page, 'GET', '/api/sessions/me')
  await apiCall(page, 'PUT', `/api/proxy/user/${me.user.id}.json`, { store_id: storeId })
  await apiCall(page, 'POST', '/api/proxy/reasons.json', { kind: 'petty_cash', name: 'Staff milk' })

  await page.goto('/register/stores')
  await page.getByRole('link', { name: 'Harbour St' }).waitFor()
  await shot('stores')
  await page.goto(`/register/stores/${storeId}`)
  await page.getByRole('link', { name: 'Front counter' }).waitFor()
  await shot('store')
  await page.goto(`/register/stores/${storeId}/${register.register.id}`)
  await page.getByLabel('Printer IP address').waitFor()
  await shot('register-edit')
  await page.goto(`/register/register-template/${template.registertemplate.id}`)
  await page.getByTestId('template-preview').getByText('ABN 12 345 678 901').waitFor()
  await shot('register-template', true)

  await page.goto('/register/open-close')
  await chooseOption(page, 'Register', 'Front counter')
  await page.getByLabel('Float').waitFor()
  await shot('open-register')
  await page.getByRole('button', { name: 'Open register' }).click()
  await page.getByTestId('expected-cash').waitFor()

  const methods = await apiCall<{ paymentmethods: { id: number; name: string }[] }>(
    page,
    'GET',
    '/api/proxy/paymentmethods.json',
  )
  const cash = methods.paymentmethods.find((m) => m.name === 'Cash')!
  const now = new Date().toISOString()
  const sale = await apiCall<{ id: number }>(page, 'POST', '/api/proxy/sale.json', {
    id: `shot-${Date.now()}`,
    receipt_number: 'R1-000001',
    created: now,
    currency: 'AUD',
    register_id: register.register.id,
    store_id: storeId,
    employee: { display_name: 'Sam P.' },
    lines: [
      {
        id: 'a',
        item: { sku: 'MUG-01', name: 'Enamel mug' },
        product: { name: 'Enamel mug' },
        item_id: '1',
        quantity: 2,
        item_price: 1450,
        tax_percent: 10,
        item_discount: 0,
        item_loyalty: 0,
        total_tax: 264,
      },
      {
        id: 'b',
        item: { sku: 'TEA-EG', name: 'Earl Grey tea 100 g' },
        product: { name: 'Earl Grey tea' },
        item_id: '2',
        quantity: 1,
        item_price: 1195,
        tax_percent: 0,
        item_discount: 0,
        item_loyalty: 0,
        total_tax: 0,
      },
    ],
    payments: [
      {
        payment_method: String(cash.id),
        amount: 5000,
        processor: 'cash',
        name: 'Cash',
        processed: true,
        date: now,
      },
    ],
  })

  await page.goto('/register/petty-cash')
  await page.getByLabel('Amount').fill('4.50')
  await chooseOption(page, 'Petty cash reason', 'Staff milk')
  await page.getByRole('button', { name: 'Record petty cash' }).click()
  await page.getByText('-$4.50').waitFor()
  await shot('petty-cash')

  await page.goto('/register/open-close')
  await page.getByTestId('expected-cash').waitFor()
  await page.getByLabel('Count of $100.00', { exact: true }).fill('2')
  await page.getByLabel('Count of $20.00', { exact: true }).fill('1')
  await page.getByLabel('Count of $5.00', { exact: true }).fill('1')
  await shot('close-count', true)
  await page.getByRole('button', { name: 'Close register' }).click()
  await page.getByRole('alertdialog').waitFor()
  await shot('close-confirm')
  await page.getByRole('button', { name: 'Close with variance' }).click()
  await page.getByTestId('close-summary').waitFor()
  await shot('close-summary', true)

  await page.goto('/register/open-cash-drawer')
  await page.getByLabel('Why is the drawer opened?').fill('Change for a $50 note')
  await page.getByRole('button', { name: 'Open cash drawer' }).click()
  await page.getByRole('cell', { name: 'Change for a $50 note' }).waitFor()
  await shot('open-cash-drawer')

  await page.goto('/sales/sales-history')
  await page.getByRole('link', { name: 'R1-000001' }).waitFor()
  await shot('sales-history')
  await page.goto(`/sales/sales-history/${sale.id}`)
  await page.getByTestId('receipt').getByText('Receipt R1-000001').waitFor()
  await shot('sale-view', true)
} finally {
  await harness.close()
}
