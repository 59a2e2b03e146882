import { describe, expect, it } from 'vitest'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
let other: SignedUp
let ids: Record<string, number>

const request = (method: string, path: string, body?: unknown, who: SignedUp = owner) =>
  t.request(method, path, { cookie: who.cookie, ...(body === undefined ? {} : { body }) })

withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Banking')
  other = await signUp(t, 'Other')
  const choices = await request('GET', '/api/proxy/books/choices.json')
  const accounts = (choices.body as { accounts: { id: number; code: string }[] }).accounts
  const rates = (choices.body as { tax_rates: { id: number; name: string; tax_type: string }[] }).tax_rates
  const code = (c: string) => accounts.find((a) => a.code === c)!.id
  ids = {
    bank: code('090'),
    funds: code('881'),
    fees: code('404'),
    rent: code('469'),
    equipment: code('720'),
    accumulated: code('721'),
    depreciation: code('416'),
    gstOnExpenses: rates.find((r) => r.tax_type === 'INPUT')!.id,
  }
})

const CSV = `Date,Description,Amount
01/07/2025,Owner funds,5000.00
02/07/2025,Rent July,-1100.00
03/07/2025,Bank fee,-10.00
31/02/2025,Bad date row,1.00
04/07/2025,No amount,
`

async function journal(date: string, lines: { account_id: number; debit?: number; credit?: number }[]) {
  const response = await request('POST', '/api/proxy/journals.json', { date, narration: 'Test', lines })
  expect(response.status).toBe(200)
}

async function reconcileView() {
  const response = await request('GET', `/api/proxy/bankaccount/${ids.bank}/reconcile.json`)
  expect(response.status).toBe(200)
  return response.body as {
    statement_lines: { id: number; amount: number; description: string }[]
    journal_lines: { id: number; amount: number }[]
    suggestions: { statement_line_id: number; journal_line_ids: number[] }[]
  }
}

describe('bank statement import [BNK1, BNK2]', () => {
  it('previews each bad row with its reason and stores nothing', async () => {
    const response = await request('POST', `/api/proxy/bankaccount/${ids.bank}/import.json`, {
      format: 'csv',
      text: CSV,
    })
    expect(response.status).toBe(200)
    const { preview } = response.body as {
      preview: { lines: unknown[]; bad: { row: number; reason: string }[]; new_count: number }
    }
    expect(preview.new_count).toBe(3)
    expect(preview.bad).toEqual([
      { row: 5, reason: "Row 5: '31/02/2025' is not a date as DD/MM/YYYY" },
      { row: 6, reason: 'Row 6: no amount' },
    ])
    const statements = await t.database.db.selectFrom('bank_statements').selectAll().execute()
    expect(statements).toHaveLength(0)
  })

  it('imports the good lines once: the same file again adds nothing', async () => {
    const first = await request('POST', `/api/proxy/bankaccount/${ids.bank}/import.json`, {
      format: 'csv',
      text: CSV,
      file_name: 'july.csv',
      commit: true,
    })
    expect(first.status).toBe(200)
    const statement = (first.body as { statement: { id: number; line_count: number } }).statement
    expect(statement.line_count).toBe(3)
    const again = await request('POST', `/api/proxy/bankaccount/${ids.bank}/import.json`, {
      format: 'csv',
      text: CSV,
      commit: true,
    })
    expect(again.status).toBe(400)
    expect((again.body as { error: string }).error).toContain('already imported')
    const preview = await request('POST', `/api/proxy/bankaccount/${ids.bank}/import.json`, {
      format: 'csv',
      text: CSV,
    })
    expect((preview.body as { preview: { duplicate_count: number } }).preview.duplicate_count).toBe(3)
    const lines = await t.database.db
      .selectFrom('bank_statement_lines')
      .select('id')
      .where('company_id', '=', owner.companyId)
      .execute()
    expect(lines).toHaveLength(3)
    const view = await request('GET', `/api/proxy/bankstatement/${statement.id}.json`)
    expect(view.status).toBe(200)
    const lineStates = (view.body as { bankstatement: { lines: { state: string }[] } }).bankstatement.lines
    expect(lineStates.map((line) => line.state)).toEqual(['Unreconciled', 'Unreconciled', 'Unreconciled'])
  })

  it('imports OFX by FITID', async () => {
    const ofx = `OFXHEADER:100\n<OFX><STMTTRN><DTPOSTED>20250710<TRNAMT>-25.00<FITID>X1<NAME>Stamps</STMTTRN>\n<LEDGERBAL><BALAMT>3865.00</LEDGERBAL></OFX>`
    const body = { format: 'ofx', text: ofx, commit: true }
    expect((await request('POST', `/api/proxy/bankaccount/${ids.bank}/import.json`, body)).status).toBe(200)
    expect((await request('POST', `/api/proxy/bankaccount/${ids.bank}/import.json`, body)).status).toBe(400)
  })

  it('lists the bank accounts with their balances and unreconciled lines', async () => {
    const response = await request('GET', '/api/proxy/bankaccounts.json')
    const bank = (
      response.body as { bankaccounts: { id: number; statement_balance: number; unreconciled: number }[] }
    ).bankaccounts.find((a) => a.id === ids.bank)!
    expect(bank).toMatchObject({ statement_balance: 500_000 - 110_000 - 1000 - 2500, unreconciled: 4 })
  })
})

describe('reconciliation [BNK3, BNK4]', () => {
  it('suggests and reconciles a match, refuses a wrong sum, unmatches', async () => {
    await journal('2025-07-01', [
      { account_id: ids.bank!, debit: 300_000 },
      { account_id: ids.funds!, credit: 300_000 },
    ])
    await journal('2025-07-01', [
      { account_id: ids.bank!, debit: 200_000 },
      { account_id: ids.funds!, credit: 200_000 },
    ])
    await journal('2025-07-02', [
      { account_id: ids.rent!, debit: 110_000 },
      { account_id: ids.bank!, credit: 110_000 },
    ])
    const view = await reconcileView()
    const rent = view.statement_lines.find((line) => line.description === 'Rent July')!
    const funds = view.statement_lines.find((line) => line.description === 'Owner funds')!
    const suggestion = view.suggestions.find((s) => s.statement_line_id === rent.id)!
    expect(view.journal_lines.find((l) => l.id === suggestion.journal_line_ids[0])?.amount).toBe(-110_000)
    const match = `/api/proxy/bankaccount/${ids.bank}/match.json`
    expect((await request('POST', match, suggestionBody(suggestion))).status).toBe(200)
    const two = view.journal_lines
      .filter((l) => l.amount === 300_000 || l.amount === 200_000)
      .map((l) => l.id)
    const wrong = await request('POST', match, { statement_line_ids: [funds.id], journal_line_ids: [two[0]] })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ code: 'unbalanced_match', field: 'journal_line_ids' })
    expect(
      (await request('POST', match, { statement_line_ids: [funds.id], journal_line_ids: two })).status,
    ).toBe(200)
    const after = await reconcileView()
    expect(after.statement_lines.map((l) => l.description).sort()).toEqual(['Bank fee', 'Stamps'])
    expect(after.journal_lines.some((l) => two.includes(l.id))).toBe(false)
    const unmatch = await request('POST', `/api/proxy/bankaccount/${ids.bank}/unmatch.json`, {
      statement_line_id: funds.id,
    })
    expect(unmatch.status).toBe(200)
    expect((await reconcileView()).statement_lines.some((l) => l.id === funds.id)).toBe(true)
  })

  it('posts a transaction for a statement line once, reconciled with it', async () => {
    const fee = (await reconcileView()).statement_lines.find((line) => line.description === 'Bank fee')!
    const path = `/api/proxy/bankaccount/${ids.bank}/transaction.json`
    const body = { statement_line_id: fee.id, account_id: ids.fees, description: 'Monthly fee' }
    expect((await request('POST', path, body)).status).toBe(200)
    expect((await request('POST', path, body)).status).toBe(400)
    const journals = await t.database.db
      .selectFrom('journal_lines')
      .select(['account_id', 'amount'])
      .where('company_id', '=', owner.companyId)
      .where('source_kind', '=', 'bank_transaction')
      .execute()
    expect(journals.map((l) => [l.account_id, Number(l.amount)]).sort()).toEqual(
      [
        [ids.bank, -1000],
        [ids.fees, 1000],
      ].sort(),
    )
    expect((await reconcileView()).statement_lines.some((l) => l.id === fee.id)).toBe(false)
  })

  it('keeps another company out', async () => {
    const view = await request('GET', `/api/proxy/bankaccount/${ids.bank}/reconcile.json`, undefined, other)
    expect(view.status).toBe(404)
    const line = (await reconcileView()).statement_lines[0]!
    const otherBank = (
      (await request('GET', '/api/proxy/bankaccounts.json', undefined, other)).body as {
        bankaccounts: { id: number }[]
      }
    ).bankaccounts[0]!.id
    const match = await request(
      'POST',
      `/api/proxy/bankaccount/${otherBank}/transaction.json`,
      { statement_line_id: line.id, account_id: ids.fees },
      other,
    )
    expect(match.status).toBe(400)
    const statement = await t.database.db
      .selectFrom('bank_statements')
      .select('id')
      .where('company_id', '=', owner.companyId)
      .executeTakeFirstOrThrow()
    expect(
      (await request('GET', `/api/proxy/bankstatement/${statement.id}.json`, undefined, other)).status,
    ).toBe(404)
  })
})

function suggestionBody(suggestion: { statement_line_id: number; journal_line_ids: number[] }) {
  return { statement_line_ids: [suggestion.statement_line_id], journal_line_ids: suggestion.journal_line_ids }
}

describe('fixed assets [DEP5, DEP6]', () => {
  let asset: number
  it('creates a type and an asset, refuses a run with no date', async () => {
    const type = await request('POST', '/api/proxy/fixedassettypes.json', {
      name: 'Computers',
      asset_account_id: ids.equipment,
      depreciation_account_id: ids.accumulated,
      expense_account_id: ids.depreciation,
      period: 'monthly',
      method: 'straight_line',
      effective_life_years: 4,
    })
    expect(type.status).toBe(200)
    const typeId = (type.body as { fixedassettype: { id: number } }).fixedassettype.id
    await journal('2025-07-01', [
      { account_id: ids.equipment!, debit: 480_000 },
      { account_id: ids.bank!, credit: 480_000 },
    ])
    const created = await request('POST', '/api/proxy/fixedassets.json', {
      name: 'Server',
      number: 'FA-1',
      fixed_asset_type_id: typeId,
      purchase_date: '2025-07-01',
      cost: 480_000,
    })
    expect(created.status).toBe(200)
    asset = (created.body as { fixedasset: { id: number; status: string } }).fixedasset.id
    const none = await request('POST', `/api/proxy/fixedasset/${asset}/depreciate.json`, {})
    expect(none.status).toBe(400)
    expect(none.body).toMatchObject({ error: 'Please select a depreciation date.', field: 'date' })
  })

  it('posts each month once: running twice to the same date posts nothing new', async () => {
    const run = await request('POST', `/api/proxy/fixedasset/${asset}/depreciate.json`, {
      date: '2025-09-15',
    })
    expect(run.status).toBe(200)
    expect(run.body).toMatchObject({
      posted: 2,
      fixedasset: { accumulated: 20_384, depreciated_to: '2025-08-31' },
    })
    const again = await request('POST', `/api/proxy/fixedasset/${asset}/depreciate.json`, {
      date: '2025-09-15',
    })
    expect(again.body).toMatchObject({ posted: 0, fixedasset: { accumulated: 20_384 } })
    const lines = await t.database.db
      .selectFrom('journal_lines')
      .select(['account_id', 'amount'])
      .where('company_id', '=', owner.companyId)
      .where('source_kind', '=', 'depreciation')
      .execute()
    expect(lines).toHaveLength(4)
    // 4,800.00 × 31 days / 365 / 4 years, each month of 31 days.
    expect(lines.filter((l) => l.account_id === ids.depreciation).map((l) => Number(l.amount))).toEqual([
      10_192, 10_192,
    ])
  })

  it('refuses a status change with no status, disposes and keeps the balance sheet balanced', async () => {
    const none = await request('POST', `/api/proxy/fixedasset/${asset}/change_status.json`, {
      date: '2025-10-01',
    })
    expect(none.status).toBe(400)
    expect(none.body).toMatchObject({ error: 'Please select a status', field: 'status' })
    const sold = await request('POST', `/api/proxy/fixedasset/${asset}/change_status.json`, {
      status: 'Sold',
      date: '2025-10-01',
      proceeds: 400_000,
    })
    expect(sold.status).toBe(200)
    expect(sold.body).toMatchObject({ fixedasset: { status: 'Sold', book_value: 0 } })
    const after = await request('POST', `/api/proxy/fixedasset/${asset}/depreciate.json`, {
      date: '2026-01-01',
    })
    expect(after.status).toBe(400)
    const bs = await request('GET', '/api/proxy/reports/balance-sheet.json?date=2026-06-30')
    const { assets, liabilities, equity } = (
      bs.body as {
        dates: {
          report: { assets: { total: number }; liabilities: { total: number }; equity: { total: number } }
        }[]
      }
    ).dates[0]!.report
    expect(assets.total).toBe(liabilities.total + equity.total)
    const equipment = await t.database.db
      .selectFrom('journal_lines')
      .select((eb) => eb.fn.sum<string>('amount').as('total'))
      .where('company_id', '=', owner.companyId)
      .where('account_id', 'in', [ids.equipment!, ids.accumulated!])
      .executeTakeFirstOrThrow()
    expect(Number(equipment.total)).toBe(0)
  })
})
