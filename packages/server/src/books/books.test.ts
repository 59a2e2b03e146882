import { DEFAULT_AU_CHART } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { type SalePlace, saleBody, signUpWithRegister } from '../register/test-fixtures.ts'
import { countCompanyRows } from '../test/company-rows.ts'
import type { SignedUp, TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'
import { postStoredSales } from './post-stored-sales.ts'
import { documentJournals } from './test-fixtures.ts'

let t: TestApp
let owner: SignedUp
let place: SalePlace
let firstSale: number

withTestApp(async (app) => {
  t = app
  const registered = await signUpWithRegister(t, 'Books')
  ;({ owner, place } = registered)
  firstSale = registered.ids.sale!
})

const get = async <T>(path: string) => {
  const response = await t.request('GET', path, { cookie: owner.cookie })
  expect(response.status).toBe(200)
  return response.body as T
}
const post = (path: string, body: unknown) => t.request('POST', path, { cookie: owner.cookie, body })

type Choices = {
  accounts: { id: number; code: string; name: string }[]
  tax_rates: { id: number; name: string }[]
}
const choices = () => get<Choices>('/api/proxy/books/choices.json')
const accountId = async (code: string) => (await choices()).accounts.find((a) => a.code === code)!.id
const rateId = async (name: string) => (await choices()).tax_rates.find((r) => r.name === name)!.id

const journalCount = () => countCompanyRows(t, 'journals', owner.companyId)

async function saleLedger(saleId: number) {
  const rows = await t.database.db
    .selectFrom('journal_lines as l')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .select(['a.code', 'l.amount', 'l.tax', 'l.tax_type'])
    .where('l.company_id', '=', owner.companyId)
    .where('l.source_kind', '=', 'sale')
    .where('l.source_id', '=', saleId)
    .orderBy('a.code')
    .execute()
  return rows.map((row) => [row.code, Number(row.amount), Number(row.tax), row.tax_type])
}

describe('the books', () => {
  it('should give a new company the default AU chart and its payment methods their clearing accounts', async () => {
    const { accounts, tax_rates } = await choices()
    expect(accounts.length).toBe(DEFAULT_AU_CHART.length)
    expect(tax_rates.map((r) => r.name)).toContain('GST on Income')
    const cash = await t.database.db
      .selectFrom('payment_methods')
      .select('clearing_account_id')
      .where('id', '=', place.method)
      .executeTakeFirstOrThrow()
    expect(cash.clearing_account_id).toBe(await accountId('100'))
  })

  it('should post a sale in the statement that stores it, once, and its return back to zero', async () => {
    // The fixture's sale: 2 x $15.00 cash, GST $2.73.
    expect(await saleLedger(firstSale)).toEqual([
      ['100', 3000, 0, 'BASEXCLUDED'],
      ['200', -2727, -273, 'OUTPUT'],
      ['820', -273, 0, 'BASEXCLUDED'],
    ])
    const body = saleBody(place, [{ quantity: 1, price: 1100, itemId: 21 }])
    const first = await post('/api/proxy/sale.json', body)
    const before = await journalCount()
    const again = await post('/api/proxy/sale.json', body)
    expect(again.body).toMatchObject({ replayed: true })
    expect(await journalCount()).toBe(before)
    const saleId = (first.body as { id: number }).id
    const sold = (first.body as { sale: { lines: { sale_line_id: string }[] } }).sale.lines[0]!.sale_line_id
    const returned = await post(
      '/api/proxy/sale.json',
      saleBody(place, [{ quantity: -1, price: 1100, itemId: 21, returnOf: sold }], {
        payments: [
          {
            payment_method: String(place.method),
            amount: -1100,
            processor: 'cash',
            name: 'Cash',
            processed: true,
            date: new Date().toISOString(),
          },
        ],
      }),
    )
    expect(returned.status).toBe(200)
    const both = [...(await saleLedger(saleId)), ...(await saleLedger((returned.body as { id: number }).id))]
    const net = new Map<string, number>()
    for (const [code, amount] of both)
      net.set(code as string, (net.get(code as string) ?? 0) + (amount as number))
    expect([...net.values()].every((value) => value === 0)).toBe(true)
  })

  it('should post the sales stored before the books once, as the migration does', async () => {
    const before = await saleLedger(firstSale)
    await t.database.db
      .deleteFrom('journals')
      .where('source_kind', '=', 'sale')
      .where('source_id', '=', firstSale)
      .execute()
    expect(await saleLedger(firstSale)).toEqual([])
    expect(await postStoredSales(t.database.db)).toBe(1)
    expect(await saleLedger(firstSale)).toEqual(before)
    expect(await postStoredSales(t.database.db)).toBe(0)
  })

  it('should refuse an unbalanced journal, post a balanced one with GST, and reverse it once', async () => {
    const rent = await accountId('469')
    const bank = await accountId('090')
    const gstOnExpenses = await rateId('GST on Expenses')
    const date = new Date().toISOString().slice(0, 10)
    const unbalanced = await post('/api/proxy/journals.json', {
      date,
      narration: 'Rent',
      lines: [
        { account_id: rent, debit: 110_000, tax_rate_id: gstOnExpenses },
        { account_id: bank, credit: 100_000 },
      ],
    })
    expect(unbalanced).toMatchObject({
      status: 400,
      body: { error: 'The journal does not balance: debits 1100.00, credits 1000.00' },
    })
    const posted = await post('/api/proxy/journals.json', {
      date,
      narration: 'Rent',
      lines: [
        { account_id: rent, debit: 110_000, tax_rate_id: gstOnExpenses },
        { account_id: bank, credit: 110_000 },
      ],
    })
    expect(posted.status).toBe(200)
    const journal = (
      posted.body as { journal: { id: number; lines: { account: string; debit: number; credit: number }[] } }
    ).journal
    expect(journal.lines.map((l) => [l.account.slice(0, 3), l.debit, l.credit])).toEqual([
      ['469', 100_000, 0],
      ['090', 0, 110_000],
      ['820', 10_000, 0],
    ])
    const reversal = await post(`/api/proxy/journal/${journal.id}/reverse.json`, {})
    expect(reversal.status).toBe(200)
    const twice = await post(`/api/proxy/journal/${journal.id}/reverse.json`, {})
    expect(twice.status).toBe(400)
    const ledger = await get<{ lines: { balance: number; link: string }[]; closing_balance: number }>(
      `/api/proxy/general-ledger.json?account_id=${rent}&from=${date}&to=${date}`,
    )
    expect(ledger.lines.map((l) => l.balance)).toEqual([100_000, 0])
    expect(ledger.lines[0]!.link).toBe(`/accounts/journal/${journal.id}`)
  })

  it('should refuse a journal CSV with one bad row, posting nothing, and say why', async () => {
    const before = await journalCount()
    const csv = [
      'Description,Account Number,Cost Centre,Amount,Tax Rate',
      'Cleaning,408,,55.00,GST on Expenses',
      'Bank,090,,-55.00,BAS Excluded',
      'Typo,9999,,0,',
    ].join('\n')
    const date = new Date().toISOString().slice(0, 10)
    const preview = await post('/api/proxy/journals/import.json', { csv, date, narration: 'Import' })
    expect(preview.status).toBe(200)
    const rows = (preview.body as { preview: { rows: { errors: string[] }[]; warning: string; ok: boolean } })
      .preview
    expect(rows.ok).toBe(false)
    expect(rows.rows[2]!.errors).toEqual(['No account numbered 9999', 'Amount cannot be 0'])
    expect(rows.warning).toMatch(/does not trigger any inventory, product or ledger movements/)
    const refused = await post('/api/proxy/journals/import.json', {
      csv,
      date,
      narration: 'Import',
      commit: true,
    })
    expect(refused.status).toBe(400)
    expect((refused.body as { error: string }).error).toBe(
      'Nothing was imported. Row 4: No account numbered 9999',
    )
    expect(await journalCount()).toBe(before)
    const fixed = csv.split('\n').slice(0, 3).join('\n')
    const imported = await post('/api/proxy/journals/import.json', {
      csv: fixed,
      date,
      narration: 'Import',
      commit: true,
    })
    expect(imported.status).toBe(200)
    expect(await journalCount()).toBe(before + 1)
  })

  it('should keep the chart of accounts, cost centres and tax rates through their resources', async () => {
    const list = await get<{ accounts: { code: string }[] }>('/api/proxy/accounts.json?search=GST')
    expect(list.accounts.map((a) => a.code)).toContain('820')
    const taken = await post('/api/proxy/accounts.json', {
      code: '200',
      name: 'Sales again',
      type: 'Revenue',
    })
    expect(taken).toMatchObject({
      status: 400,
      body: { error: 'An account with this number already exists', field: 'code' },
    })
    const gst = await accountId('820')
    const archive = await t.request('DELETE', `/api/proxy/account/${gst}.json`, { cookie: owner.cookie })
    expect(archive).toMatchObject({
      status: 400,
      body: { error: 'GST is a system account: postings need it, so it cannot be archived' },
    })
    const bank = await post('/api/proxy/accounts.json', {
      code: '092',
      name: 'Cheque Account',
      type: 'Bank',
      bank_bsb: '062-000',
      bank_account_number: '12345678',
    })
    expect(bank.status).toBe(200)
    const centre = await post('/api/proxy/costcentres.json', { name: 'Sydney Store' })
    expect(centre.status).toBe(200)
    const rate = await post('/api/proxy/taxrates.json', {
      name: 'GST on Wine',
      tax_type: 'OUTPUT',
      percent: 10,
    })
    expect(rate).toMatchObject({ status: 200, body: { taxrate: { percent: 10, tax_type: 'OUTPUT' } } })
  })

  it('should keep payment methods with their processor, rounding and clearing account', async () => {
    const created = await post('/api/proxy/paymentmethods.json', {
      name: 'Cheque',
      processor: '',
      clearing_account_id: await accountId('120'),
    })
    expect(created).toMatchObject({
      status: 200,
      body: { paymentmethod: { name: 'Cheque', processor: '', rounding: 0 } },
    })
    const cash = await get<{
      paymentmethod: { processor: string; rounding: number; clearing_account_id: number }
    }>(`/api/proxy/paymentmethod/${place.method}.json`)
    expect(cash.paymentmethod).toMatchObject({
      processor: 'cash',
      rounding: 5,
      clearing_account_id: await accountId('100'),
    })
    // The register's read (no query): every method, in the order made, with the spec's metadata.
    const register = await get<{
      paymentmethods: { id: number; name: string; system_type: string | null; metadata: unknown }[]
    }>('/api/proxy/paymentmethods.json')
    expect(register.paymentmethods.map((m) => m.name)).toContain('Cheque')
    const ids = register.paymentmethods.map((m) => m.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(register.paymentmethods.find((m) => m.id === place.method)!.metadata).toMatchObject({
      pos: { payment_processor: { value: 'cash' }, rounding: { value: 5 } },
    })
    // A change from the back office keeps the register's other settings of the method.
    const cheque = (created.body as { paymentmethod: { id: number } }).paymentmethod.id
    await t.database.db
      .updateTable('payment_methods')
      .set({ metadata: JSON.stringify({ pos: { payment_processor: { value: '' }, tip: { value: true } } }) })
      .where('id', '=', cheque)
      .execute()
    const changed = await t.request('PUT', `/api/proxy/paymentmethod/${cheque}.json`, {
      cookie: owner.cookie,
      body: { name: 'Cheque', processor: 'linkly', rounding: 10, clearing_account_id: null },
    })
    expect(changed).toMatchObject({
      status: 200,
      body: {
        paymentmethod: {
          processor: 'linkly',
          rounding: 10,
          metadata: {
            pos: { payment_processor: { value: 'linkly' }, rounding: { value: 10 }, tip: { value: true } },
          },
        },
      },
    })
    const roundingMethod = register.paymentmethods.find((m) => m.system_type === 'rounding')!
    const removed = await t.request('DELETE', `/api/proxy/paymentmethod/${roundingMethod.id}.json`, {
      cookie: owner.cookie,
    })
    expect(removed).toMatchObject({ status: 400, body: { code: 'system_method' } })
    const badRounding = await post('/api/proxy/paymentmethods.json', { name: 'Odd', rounding: 101 })
    expect(badRounding).toMatchObject({
      status: 400,
      body: { error: 'A rounding is at most 100 cents', field: 'rounding' },
    })
  })

  it('should keep invoices: a draft, approved and posted, paid in part then in full; only drafts deleted', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const created = await post('/api/proxy/invoices.json', {
      contact_name: 'Acme Pty Ltd',
      date: today,
      due_date: today,
      lines: [
        {
          account_id: await accountId('260'),
          tax_rate_id: await rateId('GST on Income'),
          quantity: 2,
          unit_price: 5500,
        },
      ],
    })
    expect(created).toMatchObject({
      status: 200,
      body: {
        invoice: { status: 'draft', total: 11_000, tax: 1000, number: expect.stringMatching(/^INV-\d{4,}$/) },
      },
    })
    const id = (created.body as { invoice: { id: number } }).invoice.id
    const drafts = await get<{ invoices: { id: number }[] }>('/api/proxy/invoices.json?status=draft')
    expect(drafts.invoices.map((i) => i.id)).toContain(id)
    expect((await post(`/api/proxy/invoice/${id}/pay.json`, { amount: 100, date: today })).status).toBe(400)
    expect((await post(`/api/proxy/invoice/${id}/approve.json`, {})).body).toMatchObject({
      invoice: { status: 'awaiting_payment' },
    })
    const deleted = await t.request('DELETE', `/api/proxy/invoice/${id}.json`, { cookie: owner.cookie })
    expect(deleted).toMatchObject({ status: 400, body: { error: 'Only a draft invoice can be deleted' } })
    const over = await post(`/api/proxy/invoice/${id}/pay.json`, { amount: 20_000, date: today })
    expect(over).toMatchObject({ status: 400, body: { error: 'The payment is more than is owed (110.00)' } })
    expect(
      (await post(`/api/proxy/invoice/${id}/pay.json`, { amount: 6000, date: today })).body,
    ).toMatchObject({
      invoice: { status: 'awaiting_payment', paid: 6000 },
    })
    expect(
      (await post(`/api/proxy/invoice/${id}/pay.json`, { amount: 5000, date: today })).body,
    ).toMatchObject({
      invoice: { status: 'paid', paid: 11_000 },
    })
    const receivable = await get<{ closing_balance: number }>(
      `/api/proxy/general-ledger.json?account_id=${await accountId('610')}&from=2000-01-01&to=2100-01-01`,
    )
    expect(receivable.closing_balance).toBe(0)
  })

  it('should post an invoice once when approved twice at the same instant, show its lines, and cancel it back to zero', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const receivables = await accountId('610')
    const balance = async () =>
      (
        await get<{ closing_balance: number }>(
          `/api/proxy/general-ledger.json?account_id=${receivables}&from=2000-01-01&to=2100-01-01`,
        )
      ).closing_balance
    const cashBas = async () =>
      (
        await get<{ figures: Record<string, number> }>(
          '/api/proxy/reports/bas.json?from=2000-01-01&to=2100-01-01&basis=cash',
        )
      ).figures
    const basBefore = await cashBas()
    const before = await balance()
    const created = await post('/api/proxy/invoices.json', {
      contact_name: 'Beta Co',
      date: today,
      due_date: today,
      tax_inclusive: false,
      lines: [
        {
          description: 'Consulting',
          account_id: await accountId('260'),
          tax_rate_id: await rateId('GST on Income'),
          quantity: 3,
          unit_price: 1000,
        },
      ],
    })
    const id = (created.body as { invoice: { id: number } }).invoice.id
    const shown = await get<{ invoice: Record<string, unknown> }>(`/api/proxy/invoice/${id}.json`)
    expect(shown.invoice).toMatchObject({
      date: today,
      total: 3300,
      tax: 300,
      lines: [{ description: 'Consulting', quantity: 3, unit_price: 1000, amount: 3000, tax: 300 }],
      payments: [],
    })
    const journalsBefore = await journalCount()
    const both = await Promise.all([
      post(`/api/proxy/invoice/${id}/approve.json`, {}),
      post(`/api/proxy/invoice/${id}/approve.json`, {}),
    ])
    expect(both.map((r) => r.status).sort()).toEqual([200, 400])
    expect(await journalCount()).toBe(journalsBefore + 1)
    expect(await balance()).toBe(before + 3300)
    const changed = await t.request('PUT', `/api/proxy/invoice/${id}.json`, {
      cookie: owner.cookie,
      body: { ...(shown.invoice as object), contact_name: 'Changed' },
    })
    expect(changed).toMatchObject({ status: 400, body: { error: 'Only a draft invoice can be changed' } })
    expect((await post(`/api/proxy/invoice/${id}/cancel.json`, {})).body).toMatchObject({
      invoice: { status: 'canceled' },
    })
    expect(await balance()).toBe(before)
    // Never paid, so the cash basis BAS never counted it, nor its cancellation.
    expect(await cashBas()).toEqual(basBefore)
    const number = (shown.invoice as { number: string }).number
    expect(await documentJournals(t, owner.companyId, 'invoice', id)).toEqual([
      { narration: `Invoice ${number}`, source_kind: 'invoice' },
      { narration: `Invoice ${number} canceled`, source_kind: 'invoice_cancel' },
    ])
    expect((await post(`/api/proxy/invoice/${id}/cancel.json`, {})).status).toBe(400)
    expect((await post(`/api/proxy/invoice/${id}/pay.json`, { amount: 1, date: today })).status).toBe(400)
  })

  it('should refuse a posting outside the open period with a clear message', async () => {
    const future = '2099-01-01'
    const set = await t.request('PUT', '/api/proxy/books/settings.json', {
      cookie: owner.cookie,
      body: { open_from: future },
    })
    expect(set.status).toBe(200)
    const refused = await post('/api/proxy/journals.json', {
      date: '2098-12-31',
      narration: 'Too early',
      lines: [
        { account_id: await accountId('090'), debit: 100 },
        { account_id: await accountId('881'), credit: 100 },
      ],
    })
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'The open period starts on 2099-01-01: nothing can be posted before it (2098-12-31)' },
    })
    await t.request('PUT', '/api/proxy/books/settings.json', {
      cookie: owner.cookie,
      body: { open_from: null },
    })
  })

  it('should show the sales in the P&L, the BAS, a balanced trial balance and A = L + E', async () => {
    const date = new Date().toISOString().slice(0, 10)
    const pl = await get<{ periods: { report: { income: { total: number }; netProfit: number } }[] }>(
      `/api/proxy/reports/profit-and-loss.json?from=2000-01-01&to=2100-01-01`,
    )
    // Sales ex GST: $27.27 (the fixture) + $10.00 sold and returned; rent $1,000 and reversed; cleaning $50.
    // And the invoice: $100.00 ex GST of other revenue.
    expect(pl.periods[0]!.report.income.total).toBe(2727 + 10_000)
    expect(pl.periods[0]!.report.netProfit).toBe(2727 + 10_000 - 5000)
    const bas = await get<{ figures: Record<string, number> }>(
      `/api/proxy/reports/bas.json?from=2000-01-01&to=2100-01-01`,
    )
    expect(bas.figures).toMatchObject({ G1: 3000 + 11_000, '1A': 273 + 1000, G11: 5500, '1B': 500 })
    const tb = await get<{ dates: { report: { debit: number; credit: number } }[] }>(
      `/api/proxy/reports/trial-balance.json?date=${date}`,
    )
    expect(tb.dates[0]!.report.debit).toBe(tb.dates[0]!.report.credit)
    const bs = await get<{
      dates: {
        report: { assets: { total: number }; liabilities: { total: number }; equity: { total: number } }
      }[]
    }>(`/api/proxy/reports/balance-sheet.json?date=${date}`)
    const { assets, liabilities, equity } = bs.dates[0]!.report
    expect(assets.total).toBe(liabilities.total + equity.total)
    const drill = await get<{ documents: { source_kind: string; link: string }[] }>(
      `/api/proxy/reports/bas-documents.json?label=G1&from=2000-01-01&to=2100-01-01`,
    )
    expect(drill.documents.some((d) => d.link === `/sales/sales-history/${firstSale}`)).toBe(true)
    const csv = await t.request(
      'GET',
      '/api/proxy/reports/bas.json?from=2000-01-01&to=2100-01-01&format=csv',
      {
        cookie: owner.cookie,
      },
    )
    expect(String(csv.body)).toContain('G1,140.00,140')
  })
})
