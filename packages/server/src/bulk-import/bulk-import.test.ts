import ExcelJS from 'exceljs'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertWarehouse } from '../inventory/inventory-test-fixtures.ts'
import { countCompanyRows } from '../test/company-rows.ts'
import { createTestApp, type SignedUp, signUp, type TestApp } from '../test/test-app.ts'

/** Bulk import over the app's routes: dry run, bad rows with reasons, the job's progress, re-runs, tenancy. */
let t: TestApp
let owner: SignedUp
let other: SignedUp

beforeAll(async () => {
  t = await createTestApp()
  owner = await signUp(t, 'Importer')
  other = await signUp(t, 'Other importer')
}, 60_000)

afterAll(async () => {
  await t.dispose()
})

type Job = {
  id: string
  state: string
  done_rows: number
  total_rows: number
  imported: number
  error_count: number
  errors: { line: number; reason: string }[]
  mapping: Record<string, number>
}

async function upload(kind: string, csv: string, extra: Record<string, unknown> = {}, who = owner) {
  const made = await t.request('POST', '/api/proxy/imports.json', {
    cookie: who.cookie,
    body: { kind, file_name: `${kind}.csv`, csv, ...extra },
  })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  return (made.body as { import: Job }).import
}

/** The dry run of an upload with its mapping (the job's own unless given): what would be imported, what not. */
async function checkRows(job: Job, who = owner, mapping: Record<string, number> = job.mapping) {
  return t.request('POST', `/api/proxy/import/${job.id}/check.json`, {
    cookie: who.cookie,
    body: { mapping },
  })
}

async function runToEnd(job: Job, who = owner): Promise<Job> {
  const started = await t.request('POST', `/api/proxy/import/${job.id}/run.json`, {
    cookie: who.cookie,
    body: { mapping: job.mapping },
  })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  for (let i = 0; i < 400; i++) {
    const read = await t.request('GET', `/api/proxy/import/${job.id}.json`, { cookie: who.cookie })
    const current = (read.body as { import: Job }).import
    if (current.state === 'done' || current.state === 'failed') return current
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('the import did not finish')
}

/** Uploads a file and runs its import with the mapping read from its header, to the end. */
async function importFile(kind: string, csv: string, who = owner, extra: Record<string, unknown> = {}) {
  return runToEnd(await upload(kind, csv, extra, who), who)
}

const PRODUCTS = [
  'Style,Name,SKU,Option 1 name,Option 1,Price,Barcode',
  'TEE,Tee,TEE-S,Size,S,29.95,930000000001',
  'TEE,Tee,TEE-M,Size,M,29.95,930000000002',
  'HAT,Hat,HAT-1,,,ten,',
  'CAP,Cap,CAP-1,,,15.00,',
  ',,NONAME,,,1,',
  'MUG,Mug,TEE-S,,,9,',
  'SOCK,Sock,SOCK-1,,,5.5,930000000003',
].join('\n')

describe('bulk import of products', () => {
  it('should list each bad row with its reason in the dry run, then import the rest', async () => {
    const job = await upload('products', PRODUCTS)
    expect(job.mapping).toMatchObject({
      style: 0,
      name: 1,
      sku: 2,
      option1_name: 3,
      option1: 4,
      price: 5,
      barcode: 6,
    })
    const check = await checkRows(job)
    expect(check.body).toMatchObject({
      rows: 7,
      valid: 4,
      errors: [
        { line: 4, reason: 'The price "ten" is not an amount (write it like 12.50)' },
        { line: 6, reason: 'The name is empty' },
        { line: 7, reason: 'SKU TEE-S is already on line 2' },
      ],
    })
    const done = await runToEnd(job)
    expect(done).toMatchObject({ state: 'done', imported: 4, error_count: 3, done_rows: 7, total_rows: 7 })
    expect(done.errors.map((e) => e.line)).toEqual([4, 6, 7])
    const products = await t.database.db
      .selectFrom('products')
      .select(['style', 'option_names'])
      .where('company_id', '=', owner.companyId)
      .orderBy('style')
      .execute()
    expect(products.map((p) => p.style)).toEqual(['CAP', 'SOCK', 'TEE'])
    const price = await t.database.db
      .selectFrom('prices')
      .select('price')
      .where('company_id', '=', owner.companyId)
      .where('price_list_id', 'is', null)
      .execute()
    expect(price.map((p) => Number(p.price)).sort((a, b) => a - b)).toEqual([550, 1500, 2995])
  })

  it('should update, not duplicate, when the same file is imported again', async () => {
    const changed = PRODUCTS.replace('TEE,Tee,TEE-S,Size,S,29.95', 'TEE,Tee shirt,TEE-S,Size,S,24.95')
    const done = await importFile('products', changed)
    expect(done).toMatchObject({ state: 'done', imported: 4 })
    expect(await countCompanyRows(t, 'items', owner.companyId)).toBe(4)
    const tee = await t.database.db
      .selectFrom('products')
      .select('name')
      .where('company_id', '=', owner.companyId)
      .where('style', '=', 'TEE')
      .executeTakeFirstOrThrow()
    expect(tee.name).toBe('Tee shirt')
  })

  it('should read an XLSX workbook’s first sheet as it reads a CSV: numbers, formulas and rich text', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Products')
    sheet.addRow(['Style', 'Name', 'SKU', 'Price', 'Barcode'])
    sheet.addRow([
      'XL1',
      { richText: [{ text: 'Wool ' }, { text: 'scarf', font: { bold: true } }] },
      'XL-1',
      39.5,
      '930000000101',
    ])
    sheet.addRow(['XL2', 'Beanie', 'XL-2', { formula: '10+2.5', result: 12.5 }, null])
    sheet.addRow(['XL3', 'Gloves', 'XL-3', 'twelve', null])
    sheet.addRow([])
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64')
    const made = await t.request('POST', '/api/proxy/imports.json', {
      cookie: owner.cookie,
      body: { kind: 'products', file_name: 'products.xlsx', xlsx },
    })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const job = (made.body as { import: Job }).import
    expect(job).toMatchObject({ total_rows: 3, mapping: { style: 0, name: 1, sku: 2, price: 3, barcode: 4 } })
    const done = await runToEnd(job)
    expect(done).toMatchObject({ state: 'done', imported: 2, error_count: 1 })
    expect(done.errors).toEqual([
      { line: 4, reason: 'The price "twelve" is not an amount (write it like 12.50)' },
    ])
    const names = await t.database.db
      .selectFrom('products')
      .select('name')
      .where('company_id', '=', owner.companyId)
      .where('style', 'in', ['XL1', 'XL2'])
      .orderBy('style')
      .execute()
    expect(names.map((p) => p.name)).toEqual(['Wool scarf', 'Beanie'])
  })

  it('should refuse a file that is not a workbook, or both files at once, changing nothing', async () => {
    const before = await t.request('GET', '/api/proxy/imports.json', { cookie: owner.cookie })
    const notWorkbook = await t.request('POST', '/api/proxy/imports.json', {
      cookie: owner.cookie,
      body: { kind: 'products', xlsx: Buffer.from('Style,Name\nA,B').toString('base64') },
    })
    expect(notWorkbook).toMatchObject({
      status: 400,
      body: { error: 'The XLSX file could not be read', field: 'csv' },
    })
    const both = await t.request('POST', '/api/proxy/imports.json', {
      cookie: owner.cookie,
      body: { kind: 'products', csv: 'a,b', xlsx: 'AAAA' },
    })
    expect(both).toMatchObject({ status: 400, body: { error: 'Please attach the CSV file', field: 'csv' } })
    const neither = await t.request('POST', '/api/proxy/imports.json', {
      cookie: owner.cookie,
      body: { kind: 'products' },
    })
    expect(neither).toMatchObject({ status: 400, body: { error: 'Please attach the CSV file' } })
    const after = await t.request('GET', '/api/proxy/imports.json', { cookie: owner.cookie })
    expect(after.body).toEqual(before.body)
  })

  it('should refuse a mapping without a required column, under the mapping', async () => {
    const job = await upload('products', PRODUCTS)
    const refused = await checkRows(job, owner, { ...job.mapping, sku: -1 })
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Choose the column that holds SKU', field: 'mapping' },
    })
  })
})

describe('bulk import of customers, staff, stock and prices', () => {
  it('should key customers by email and keep them single on a re-run', async () => {
    const csv =
      'First name,Last name,Email,Phone,Accepts email\nAnn,Lee,ann@example.com,0412345678,yes\nBob,,not-email,,no\n,,,0299998888,\nCid,Roe,,0298887777,no'
    for (let run = 0; run < 2; run++) {
      const done = await importFile('customers', csv)
      expect(done).toMatchObject({ state: 'done', imported: 2, error_count: 2 })
    }
    const rows = await t.database.db
      .selectFrom('customers')
      .select(['email', 'email_subscriber'])
      .where('company_id', '=', owner.companyId)
      .execute()
    expect(rows).toHaveLength(2)
    expect(rows.find((r) => r.email === 'ann@example.com')?.email_subscriber).toBe(true)
  })

  it('should key staff by POS code', async () => {
    const csv = 'POS code,First name,Last name\n101,Ann,Lee\n102,,Nameless\n101,Ann,Again'
    const done = await importFile('staff', csv)
    expect(done).toMatchObject({ imported: 1, error_count: 2 })
  })

  it('should set stock levels through the ledger, moving nothing on a re-run', async () => {
    await insertWarehouse(t, owner.companyId, 'Main')
    const csv =
      'SKU,Warehouse,Quantity\nTEE-S,Main,12\nCAP-1,main,3\nNOPE,Main,1\nTEE-M,Nowhere,1\nSOCK-1,Main,2.5'
    for (let run = 0; run < 2; run++) {
      const done = await importFile('stock', csv)
      expect(done).toMatchObject({ state: 'done', imported: 2, error_count: 3 })
    }
    const ledger = await t.database.db
      .selectFrom('stock_ledger')
      .select(['quantity'])
      .where('company_id', '=', owner.companyId)
      .execute()
    expect(ledger.map((row) => row.quantity).sort((a, b) => a - b)).toEqual([3, 12])
  })

  it('should import a price list by style or SKU', async () => {
    const list = await t.request('POST', '/api/proxy/pricelists.json', {
      cookie: owner.cookie,
      body: { name: 'Wholesale', currency: 'AUD', tags: ['trade'] },
    })
    expect(list.status, JSON.stringify(list.body)).toBe(200)
    const listId = (list.body as { pricelist: { id: number } }).pricelist.id
    const done = await importFile('prices', 'style,price\nTEE,20.00\nGHOST,1.00', owner, {
      price_list_id: listId,
    })
    expect(done).toMatchObject({
      imported: 1,
      error_count: 1,
      errors: [{ line: 3, reason: 'No product has the style GHOST' }],
    })
    // Each price carries its list's tags, as the price list's own import writes them.
    const written = await t.database.db
      .selectFrom('prices')
      .select(['price', 'tags'])
      .where('price_list_id', '=', listId)
      .execute()
    // A bigint: PostgreSQL's driver gives it as text, PGlite as a number.
    expect(written.map((row) => ({ ...row, price: Number(row.price) }))).toEqual([
      { price: 2000, tags: ['trade'] },
    ])
    const refused = await t.request('POST', '/api/proxy/imports.json', {
      cookie: owner.cookie,
      body: { kind: 'prices', csv: 'sku,price\nA,1', price_list_id: listId + 1000 },
    })
    expect(refused).toMatchObject({ status: 400, body: { field: 'price_list_id' } })
  })
})

describe('bulk import of suppliers', () => {
  const suppliersOf = async (companyId: number) =>
    (
      await sql`
        SELECT s.name, s.contact_name, s.bsb, s.account_number, s.payment_terms_days, s.currency, s.tags, s.custom,
          r.name AS tax_rate
        FROM suppliers s LEFT JOIN tax_rates r ON r.id = s.tax_rate_id
        WHERE s.company_id = ${companyId} ORDER BY s.name`.execute(t.database.db)
    ).rows

  it('should check, import and re-import suppliers by name: updated, never doubled, bad rows listed', async () => {
    const who = await signUp(t, 'Supplier importer')
    const fields = await t.request('POST', '/api/proxy/customfieldsets.json', {
      cookie: who.cookie,
      body: { entity: 'suppliers', fields: [{ name: 'Rep code', type: 'number' }] },
    })
    expect(fields.status, JSON.stringify(fields.body)).toBe(200)
    const csv = [
      'Name,Contact,BSB,Account Number,Payment Terms (days),Currency,Tax Rate,Tags,Rep code',
      'Northwind,Sam Lee,062000,12345678,14,AUD,GST on Expenses,food;drink,7',
      'Acme,,12,,,,,,',
      'Globex,Hank,,,,,No Such Rate,,',
      'Initech,Bill,,,,,,,x',
      'Umbrella,Alice,,,,NZD,,,',
    ].join('\n')
    const job = await upload('suppliers', csv, {}, who)
    expect(job.mapping).toMatchObject({ name: 0, contact_name: 1, bsb: 2, tax_rate: 6, tags: 7 })
    const check = await checkRows(job, who)
    expect(check.body).toMatchObject({
      rows: 5,
      valid: 3,
      errors: [
        { line: 3, reason: 'A BSB is 6 digits, written 062-000' },
        { line: 5, reason: 'Please enter Rep code as a number' },
      ],
    })
    // The dry run writes nothing.
    expect(await suppliersOf(who.companyId)).toEqual([])

    const done = await runToEnd(job, who)
    expect(done).toMatchObject({ state: 'done', imported: 2, error_count: 3 })
    expect(done.errors).toEqual([
      { line: 3, reason: 'A BSB is 6 digits, written 062-000' },
      { line: 4, reason: 'No tax rate is called No Such Rate' },
      { line: 5, reason: 'Please enter Rep code as a number' },
    ])
    expect(await suppliersOf(who.companyId)).toEqual([
      {
        name: 'Northwind',
        contact_name: 'Sam Lee',
        bsb: '062-000',
        account_number: '12345678',
        payment_terms_days: 14,
        currency: 'AUD',
        tags: ['food', 'drink'],
        custom: { rep_code: 7 },
        tax_rate: 'GST on Expenses',
      },
      {
        name: 'Umbrella',
        contact_name: 'Alice',
        bsb: '',
        account_number: '',
        payment_terms_days: 30,
        currency: 'NZD',
        tags: [],
        custom: {},
        tax_rate: null,
      },
    ])

    // Again, with new values, another case of a name and fewer columns: the same suppliers, updated in the columns
    // the file has; the others (and empty terms, currency, tax rate and custom cells) keep their values.
    const again = await importFile(
      'suppliers',
      'Supplier,Contact,Payment Terms,Tax Rate,Rep code\nnorthwind,Sam Lee-Jones,45,,\nUMBRELLA,Al,,GST on Expenses,9',
      who,
    )
    expect(again).toMatchObject({ state: 'done', imported: 2, error_count: 0 })
    expect(await suppliersOf(who.companyId)).toMatchObject([
      {
        name: 'Northwind',
        contact_name: 'Sam Lee-Jones',
        bsb: '062-000',
        account_number: '12345678',
        payment_terms_days: 45,
        tags: ['food', 'drink'],
        custom: { rep_code: 7 },
        tax_rate: 'GST on Expenses',
      },
      {
        name: 'Umbrella',
        contact_name: 'Al',
        currency: 'NZD',
        custom: { rep_code: 9 },
        tax_rate: 'GST on Expenses',
      },
    ])
    // The supplier screen reads what the import made.
    const list = await t.request('GET', '/api/proxy/suppliers.json?search=north', { cookie: who.cookie })
    expect(JSON.stringify(list.body)).toContain('Sam Lee-Jones')
  })
})

describe('bulk import tenancy', () => {
  it("should keep one company's imports from another", async () => {
    const job = await upload('staff', 'POS code,First name\n900,Zed')
    expect(
      (await t.request('GET', `/api/proxy/import/${job.id}.json`, { cookie: other.cookie })).status,
    ).toBe(404)
    const run = await t.request('POST', `/api/proxy/import/${job.id}/run.json`, {
      cookie: other.cookie,
      body: { mapping: job.mapping },
    })
    expect(run.status).toBe(404)
    const list = await t.request('GET', '/api/proxy/imports.json', { cookie: other.cookie })
    expect(list.body).toEqual({ imports: [] })
  })
})

describe('bulk import of custom field columns', () => {
  async function fieldsFor(who: SignedUp, entity: string) {
    const set = await t.request('POST', '/api/proxy/customfieldsets.json', {
      cookie: who.cookie,
      body: {
        entity,
        fields: [
          { name: 'Shoe size', type: 'number' },
          { name: 'VIP', type: 'yes_no' },
        ],
      },
    })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
  }

  /** The custom field values of a company's customers or staff, as stored. */
  async function customValues(who: SignedUp, table: 'customers' | 'sales_staff') {
    const rows = await t.database.db
      .selectFrom(table)
      .select('custom')
      .where('company_id', '=', who.companyId)
      .execute()
    return rows.map((row) => row.custom)
  }

  it('should read a column named after a custom field, refusing the row of a bad value by its field', async () => {
    const who = await signUp(t, 'Custom importer')
    await fieldsFor(who, 'customers')
    const csv = 'First name,Email,Shoe size,vip\nAnn,ann@example.com,42,yes\nBob,bob@example.com,large,no'
    const job = await upload('customers', csv, {}, who)
    const check = await checkRows(job, who)
    expect(JSON.stringify(check.body)).toContain('Please enter Shoe size as a number')
    const done = await runToEnd(job, who)
    expect(done).toMatchObject({
      state: 'done',
      imported: 1,
      errors: [{ line: 3, reason: 'Please enter Shoe size as a number' }],
    })
    expect(await customValues(who, 'customers')).toEqual([{ shoe_size: 42, vip: true }])
    // An empty cell keeps the value; the export writes it back under the field's name.
    const again = await importFile(
      'customers',
      'First name,Email,Shoe size,VIP\nAnn,ann@example.com,,no',
      who,
    )
    expect(again).toMatchObject({ imported: 1, error_count: 0 })
    const csvOut = await t.request('GET', '/api/proxy/customers.csv', { cookie: who.cookie })
    expect(String(csvOut.body)).toContain(',Shoe size,VIP\r\n')
    expect(String(csvOut.body)).toContain(',42,No\r\n')
  })

  it('should read custom columns for staff and products (a product’s from its lines)', async () => {
    const who = await signUp(t, 'Custom importer 2')
    await fieldsFor(who, 'staff')
    await fieldsFor(who, 'products')
    const staff = await importFile('staff', 'POS code,First name,Shoe size\n201,Ann,40\n202,Bob,x', who)
    expect(staff).toMatchObject({
      imported: 1,
      errors: [{ line: 3, reason: 'Please enter Shoe size as a number' }],
    })
    expect(await customValues(who, 'sales_staff')).toEqual([{ shoe_size: 40 }])

    const products = await importFile(
      'products',
      'Style,Name,SKU,Option 1 name,Option 1,Price,VIP\nTEE,Tee,TEE-S,Size,S,10,\nTEE,Tee,TEE-M,Size,M,10,yes\nHAT,Hat,HAT-1,,,5,maybe',
      who,
    )
    expect(products).toMatchObject({
      imported: 2,
      errors: [{ line: 4, reason: 'Please answer VIP with yes or no' }],
    })
    const tee = await t.database.db
      .selectFrom('products')
      .select('metadata')
      .where('company_id', '=', who.companyId)
      .execute()
    expect(tee.map((row) => row.metadata)).toEqual([{ custom: { vip: true } }])
    const csvOut = await t.request('GET', '/api/proxy/staff.csv', { cookie: who.cookie })
    expect(String(csvOut.body)).toContain(',Shoe size,VIP\r\n')
  })
})
