import type { TestApp } from '../test/test-app.ts'

/** The books' tables, for tests that check a route changed nothing. */
export const BOOKS_TABLES = [
  'accounts',
  'tax_rates',
  'cost_centres',
  'journals',
  'journal_lines',
  'invoices',
  'invoice_lines',
  'invoice_payments',
] as const

/** A manual journal of the company whose owner has `cookie` (owner funds into the bank): ids by path segment. */
export async function insertBooksFixtures(t: TestApp, cookie: string): Promise<Record<string, number>> {
  const choices = await t.request('GET', '/api/proxy/books/choices.json', { cookie })
  const accounts = (choices.body as { accounts: { id: number; code: string }[] }).accounts
  const id = (code: string) => accounts.find((account) => account.code === code)!.id
  const response = await t.request('POST', '/api/proxy/journals.json', {
    cookie,
    body: {
      date: new Date().toISOString().slice(0, 10),
      narration: 'Funds introduced',
      lines: [
        { account_id: id('090'), debit: 1_000_000 },
        { account_id: id('881'), credit: 1_000_000 },
      ],
    },
  })
  if (response.status !== 200) throw new Error(`journal fixture: ${JSON.stringify(response.body)}`)
  const centre = await t.request('POST', '/api/proxy/costcentres.json', {
    cookie,
    body: { name: 'Head Office' },
  })
  if (centre.status !== 200) throw new Error(`cost centre fixture: ${JSON.stringify(centre.body)}`)
  const rates = (choices.body as { tax_rates: { id: number }[] }).tax_rates
  const invoice = await t.request('POST', '/api/proxy/invoices.json', {
    cookie,
    body: {
      contact_name: 'Fixture customer',
      date: '2026-01-01',
      due_date: '2026-01-31',
      lines: [{ account_id: id('200'), tax_rate_id: rates[0]!.id, quantity: 1, unit_price: 1100 }],
    },
  })
  if (invoice.status !== 200) throw new Error(`invoice fixture: ${JSON.stringify(invoice.body)}`)
  return {
    journal: (response.body as { journal: { id: number } }).journal.id,
    account: id('091'),
    paymentmethod: (
      (await t.request('GET', '/api/proxy/paymentmethods.json', { cookie })).body as {
        paymentmethods: { id: number }[]
      }
    ).paymentmethods[0]!.id,
    taxrate: rates[0]!.id,
    invoice: (invoice.body as { invoice: { id: number } }).invoice.id,
    costcentre: (centre.body as { costcentre: { id: number } }).costcentre.id,
  }
}

/** The balance of a company's account by its code (Σ of its journal lines, debits positive), in cents. */
export async function accountBalance(t: TestApp, companyId: number, code: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('journal_lines as l')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .select('l.amount')
    .where('l.company_id', '=', companyId)
    .where('a.code', '=', code)
    .execute()
  return rows.reduce((sum, row) => sum + Number(row.amount), 0)
}

/** The journals an invoice or a bill has been posted by (its approval, its cancel), oldest first: narration, source. */
export async function documentJournals(t: TestApp, companyId: number, kind: 'invoice' | 'bill', id: number) {
  return t.database.db
    .selectFrom('journals')
    .select(['narration', 'source_kind'])
    .where('company_id', '=', companyId)
    .where('source_id', '=', id)
    .where('source_kind', 'in', [kind, `${kind}_cancel`])
    .orderBy('id')
    .execute()
}
