// Company administration (issue 16) as a user walks it: company details with the ABN check and the counters, the
// licence, a store restriction group, a menu for the user's own group that the side menu then shows, an email
// template with its preview and a test send, a print template's preview, and custom fields with repeated names,
// shown on the product and customer edit screens (an item's on each item of the product) and exported as CSV columns.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { chooseOption, type Owner, openMenuItem, registerCompany, toast } from './pages.ts'
import { apiOf } from './sale-setup.ts'

const SHOTS = process.env.POS_E2E_SHOTS

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'company administration (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness
  let context: BrowserContext
  let page: Page
  let owner: Owner

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const session = (await context.cookies()).find((cookie) => cookie.name.endsWith('pos_session'))
    return apiOf(harness, `${session?.name}=${session?.value}`)<T>(method, path, body)
  }

  /** A full-page screenshot into POS_E2E_SHOTS, when it is set (to look at what the test walked). */
  async function shot(name: string) {
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true })
  }

  async function save() {
    await page.getByRole('button', { name: 'Save', exact: true }).click()
  }

  beforeAll(async () => {
    harness = await startHarness()
    ;({ context, page } = await harness.newPage({ width: 1280, height: 900 }))
    owner = await registerCompany(harness, page, { companyName: 'Harbour Goods' })
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('should keep the company details, refusing a bad ABN under its field', async () => {
    await openMenuItem(page, 'Company Details', 'Admin')
    await page.getByRole('heading', { name: 'Company details' }).waitFor()
    await page.getByLabel('ABN').fill('51 824 753 557')
    await save()
    await page
      .locator('#company_abn-error', { hasText: 'Please enter a valid ABN: 11 digits, like 51 824 753 556' })
      .waitFor()
    await page.getByLabel('ABN').fill('51 824 753 556')
    await page.getByLabel('Time zone').fill('Australia/Perth')
    await page.getByLabel('Suburb / city').fill('Fremantle')
    await page.getByLabel('Gift card validity (days)').fill('365')
    await save()
    await toast(page, 'success', 'Saved').waitFor()
    await page.reload()
    await expect.poll(() => page.getByLabel('Time zone').inputValue()).toBe('Australia/Perth')
    expect(await page.getByLabel('ABN').inputValue()).toBe('51 824 753 556')
    expect(await page.getByLabel('Suburb / city').inputValue()).toBe('Fremantle')
    const company = await api<{ company: { abn: string; gift_card_validity_days: number } }>(
      'GET',
      '/api/proxy/company.json',
    )
    expect(company.company).toMatchObject({ abn: '51824753556', gift_card_validity_days: 365 })
  })

  it('should move a counter ahead and refuse moving it back', async () => {
    await page.getByLabel('Product', { exact: true }).fill('5000')
    await page.getByRole('button', { name: 'Save counters' }).click()
    await toast(page, 'success', 'Saved').last().waitFor()
    await page.getByLabel('Product', { exact: true }).fill('12')
    await page.getByRole('button', { name: 'Save counters' }).click()
    await page.getByText('The next product number must be above 4999, the last one given').first().waitFor()
  })

  it('should show the licence and refuse a limit below what the company uses', async () => {
    await page.getByRole('link', { name: 'Subscription and licence' }).click()
    await page.getByRole('heading', { name: 'Subscription', exact: true }).waitFor()
    await page.getByText('0 of 10 used').waitFor()
    await page.getByLabel('Stores allowed').fill('0')
    await save()
    await page.getByText('A licence allows at least one store').first().waitFor()
  })

  it('should create a store restriction group with its stores and members', async () => {
    await api('POST', '/api/proxy/stores.json', { name: 'George Street' })
    await openMenuItem(page, 'Restriction Groups', 'Admin')
    await page.getByRole('heading', { name: 'Restriction groups' }).waitFor()
    await page.getByRole('link', { name: 'New Store restriction group' }).click()
    await page.getByLabel('Name').fill('City stores')
    await page.getByRole('checkbox', { name: 'George Street' }).click()
    await save()
    await page.waitForURL(/\/admin\/restriction-groups\/store\/\d+$/)
    await page.getByRole('link', { name: 'Back' }).click()
    await page.getByRole('link', { name: 'City stores' }).waitFor()
    await page.getByRole('link', { name: 'Warehouse groups' }).click()
    await page.waitForURL(/kind=warehouse/)
    await page.getByText('No warehouse restriction groups').waitFor()
  })

  it('should give the owner’s group a menu of its own, which the side menu shows', async () => {
    await openMenuItem(page, 'Menus', 'Admin')
    await page.getByRole('link', { name: 'New menu' }).click()
    await page.getByLabel('Name', { exact: true }).fill('Owners')
    await chooseOption(page, 'Security group', 'Administrators')
    await page.getByLabel('Name shown for /admin/company').fill('Our company')
    await save()
    await page.waitForURL(/\/admin\/menu\/edit\/\d+$/)
    await page.reload()
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    const admin = menu.getByRole('button', { name: 'Admin' })
    if ((await admin.getAttribute('aria-expanded')) !== 'true') await admin.click()
    await menu.getByRole('link', { name: 'Our company', exact: true }).waitFor()
    expect(await menu.getByRole('link', { name: 'Company Details', exact: true }).count()).toBe(0)
  })

  it('should preview an email template, refuse an unknown placeholder and send a test', async () => {
    await page.goto('/admin/email-templates/new')
    await chooseOption(page, 'Email', 'Gift card')
    await page.getByLabel('Subject').fill('A card from {{company_name}}')
    await page.getByLabel('Text').fill('Card {{serial}} worth {{value}} {{bogus}}')
    await page.getByTestId('template-preview').getByText('Card GC-4411-2290 worth $50.00 {{bogus}}').waitFor()
    await save()
    await page
      .getByText('{{bogus}} is not a placeholder of this template', { exact: false })
      .first()
      .waitFor()
    await page.getByLabel('Text').fill('Card {{serial}} worth {{value}}')
    await save()
    await page.waitForURL(/\/admin\/email-templates\/\d+$/)
    await page.getByRole('button', { name: 'Send a test' }).click()
    await toast(page, 'success', 'A test email was sent to your address').waitFor()
    const sent = (await harness.outbox()).filter((message) => message.to === owner.email)
    expect(sent.map((message) => message.subject)).toContain('[Test] A card from Harbour Goods')
  })

  it('should preview a print template at the printer’s width', async () => {
    await openMenuItem(page, 'Print Templates', 'Admin')
    await page.getByRole('link', { name: 'New Print template' }).click()
    await chooseOption(page, 'Prints', 'Transfer')
    await page.getByLabel('Name').fill('Transfer slip')
    await page.getByLabel('Layout').fill('Transfer {{transfer_number}} from {{from_warehouse}}')
    await page.getByTestId('template-preview').getByText('Transfer TR-88 from Depot A').waitFor()
    await save()
    await page.waitForURL(/\/admin\/print-templates\/\d+$/)
  })

  it('should refuse custom fields with the same name, then keep them once distinct', async () => {
    await openMenuItem(page, 'Custom Fields', 'Admin')
    await page.getByRole('tab', { name: 'Customers' }).click()
    await page.getByRole('button', { name: 'Add field' }).click()
    await page.getByLabel('Name of field 1').fill('Shoe size')
    await page.getByRole('button', { name: 'Add field' }).click()
    await page.getByLabel('Name of field 2').fill('shoe size')
    await save()
    await page
      .getByRole('alert')
      .filter({ hasText: 'Error looks like one or more field names are the same' })
      .waitFor()
    await page.getByLabel('Name of field 2').fill('Fit')
    await chooseOption(page, 'Type of field 2', 'Select')
    await page.getByLabel('Choices of field 2').fill('Slim, Regular')
    await save()
    await toast(page, 'success', 'Saved').last().waitFor()
    const sets = await api<{
      customfieldsets: { entity: string; fields: { name: string; options: string[] }[] }[]
    }>('GET', '/api/proxy/customfieldsets.json')
    expect(sets.customfieldsets).toEqual([
      expect.objectContaining({
        entity: 'customers',
        fields: [
          { name: 'Shoe size', type: 'text', options: [] },
          { name: 'Fit', type: 'select', options: ['Slim', 'Regular'] },
        ],
      }),
    ])
  })

  // The "How it is shown": a field added to products and customers is on their edit screens, keeps its value,
  // and is a column of their CSV export headed by its name.
  it('should show custom fields on the edit screens, keep their values and export them as columns', async () => {
    await openMenuItem(page, 'Custom Fields', 'Admin')
    await page.getByRole('tab', { name: 'Products' }).click()
    await page.getByRole('button', { name: 'Add field' }).click()
    await page.getByLabel('Name of field 1').fill('Fabric')
    await save()
    await toast(page, 'success', 'Saved').last().waitFor()

    const { product } = await api<{ product: { id: number } }>('POST', '/api/proxy/products.json', {
      name: 'Linen shirt',
    })
    await page.goto(`/product/products/${product.id}`)
    await page.getByLabel('Fabric').fill('Linen')
    await save()
    await toast(page, 'success', 'Saved').last().waitFor()
    const read = await api<{ product: { metadata: { custom?: Record<string, unknown> } } }>(
      'GET',
      `/api/proxy/product/${product.id}.json`,
    )
    expect(read.product.metadata.custom).toEqual({ fabric: 'Linen' })
    await page.goto('/product/products')
    const products = await exported()
    expect(products[0]).toContain('Fabric')
    expect(products.find((line) => line.includes('Linen shirt'))).toContain('Linen')

    const { customer } = await api<{ customer: { id: number } }>('POST', '/api/proxy/customers.json', {
      first_name: 'Grace',
      last_name: 'Hopper',
    })
    await page.goto(`/customers/customers/${customer.id}`)
    await page.getByLabel('Shoe size').fill('44')
    await chooseOption(page, 'Fit', 'Slim')
    await save()
    await toast(page, 'success', 'Saved').last().waitFor()
    const saved = await api<{ customer: { custom: Record<string, unknown> } }>(
      'GET',
      `/api/proxy/customer/${customer.id}.json`,
    )
    expect(saved.customer.custom).toEqual({ shoe_size: '44', fit: 'Slim' })
    await page.goto('/customers/customers')
    const customers = await exported()
    expect(customers[0]?.endsWith('Shoe size,Fit')).toBe(true)
    expect(customers.find((line) => line.includes('Grace'))?.endsWith('44,Slim')).toBe(true)
  })

  // Item custom fields: a column of the product screen's items, one input per item, kept with the product, a column of
  // the products CSV export (a line per item); a refusal of an item's SKU shows under that item's SKU.
  it('should show item custom fields on each item of the product screen, keep them and export them', async () => {
    await openMenuItem(page, 'Custom Fields', 'Admin')
    await page.getByRole('tab', { name: 'Items' }).click()
    await page.getByRole('button', { name: 'Add field' }).click()
    await page.getByLabel('Name of field 1').fill('Bin')
    await save()
    await toast(page, 'success', 'Saved').last().waitFor()

    const { product } = await api<{ product: { id: number } }>('POST', '/api/proxy/products.json', {
      name: 'Canvas tote',
      style: 'TOTE',
      option_names: ['Colour'],
      items: [
        { option1: 'Red', sku: 'TOTE-RED' },
        { option1: 'Blue', sku: 'TOTE-BLUE' },
      ],
    })
    await page.goto(`/product/products/${product.id}`)
    await page.getByRole('tab', { name: 'Items' }).click()
    await page.getByLabel('Bin TOTE-RED').fill('A1')
    await page.getByLabel('Bin TOTE-BLUE').fill('B2')
    await shot('product-item-custom-fields-1280')
    await save()
    await toast(page, 'success', 'Saved').last().waitFor()
    const read = await api<{
      product: { items: { sku: string; metadata: { custom?: Record<string, unknown> } }[] }
    }>('GET', `/api/proxy/product/${product.id}.json`)
    expect(read.product.items.map((item) => [item.sku, item.metadata.custom])).toEqual([
      ['TOTE-RED', { bin: 'A1' }],
      ['TOTE-BLUE', { bin: 'B2' }],
    ])
    await page.reload()
    await page.getByRole('tab', { name: 'Items' }).click()
    await expect.poll(() => page.getByLabel('Bin TOTE-BLUE').inputValue()).toBe('B2')

    // The server's refusal shows under the field it names: the second item's SKU.
    await page.locator('#item-1-sku').fill('tote-red')
    await save()
    await page
      .locator('#item-1-sku-error', { hasText: 'Two items of this product have the same SKU' })
      .waitFor()
    expect(await page.locator('#item-1-sku').getAttribute('aria-invalid')).toBe('true')
    await page.locator('#item-1-sku').fill('TOTE-BLUE')
    expect(await page.locator('#item-1-sku-error').count()).toBe(0)

    await page.setViewportSize({ width: 768, height: 900 })
    await shot('product-item-custom-fields-768')
    await page.setViewportSize({ width: 1280, height: 900 })

    await page.goto('/product/products')
    const lines = await exported()
    expect(lines[0]?.endsWith(',Fabric,Bin')).toBe(true)
    expect(lines.find((line) => line.startsWith('TOTE,Canvas tote,TOTE-RED,'))?.endsWith(',A1')).toBe(true)
    expect(lines.find((line) => line.startsWith('TOTE,Canvas tote,TOTE-BLUE,'))?.endsWith(',B2')).toBe(true)
  })

  /** The lines of the list's CSV export, as the browser downloads it. */
  async function exported(): Promise<string[]> {
    const downloading = page.waitForEvent('download')
    // A button that builds the file, or a link to the server's export (products).
    await page
      .getByRole('button', { name: 'Export CSV' })
      .or(page.getByRole('link', { name: 'Export CSV' }))
      .click()
    const download = await downloading
    const file = await readFile((await download.path()) ?? '', 'utf8')
    return file
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
  }
})
