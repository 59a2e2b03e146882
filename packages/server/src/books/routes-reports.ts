import {
  type AccountLedgerSchema,
  BAS_LABELS,
  type BalanceSheetAnswerSchema,
  type BasAnswerSchema,
  type BasLabel,
  type BooksReportQuery,
  BooksReportQuerySchema,
  type BooksSettingsAnswerSchema,
  BooksSettingsSchema,
  balanceSheet,
  basPeriod,
  basReport,
  comparisonPeriods,
  financialYear,
  lodgedDollars,
  type ProfitAndLossAnswerSchema,
  profitAndLoss,
  type ReportLine,
  sourceLink,
  TAX_TYPE_KEYS,
  TAX_TYPES,
  type TrialBalanceAnswerSchema,
  trialBalance,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest } from '../http/errors.ts'
import { readBody, readQuery } from '../http/read-payload.ts'
import { csvResponse, dollars } from './csv.ts'
import { accountTotals, basDocuments, basInputs, reportAccounts } from './report-queries.ts'

/** Today in the company's time zone (the default end of a report). */
async function today(deps: AppDeps, companyId: number): Promise<{ date: string; yearStartMonth: number }> {
  const row = await sql<{ date: string; month: number }>`
    SELECT (now() AT TIME ZONE books_timezone)::date::text AS date, financial_year_start_month AS month
    FROM companies WHERE id = ${companyId}`.execute(deps.database.db)
  return { date: row.rows[0]!.date, yearStartMonth: row.rows[0]!.month }
}

/**
 * The reports (accounts/reports/...): profit and loss, balance sheet and trial balance with comparison periods
 * and a cost centre; BAS for a period on accrual or cash basis with each label's documents; the general ledger
 * of an account with its running balance and the source of each line; each as JSON or CSV (`format=csv`).
 * Also the books settings (the open period of the chart of accounts, the calendar's lock date and financial year).
 */
export function registerReportRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const accounts = requireRight('accounts')

  app.get('/api/proxy/reports/profit-and-loss.json', accounts, async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, BooksReportQuerySchema)
    if (!query.ok) return badRequest(c, query.error)
    const { date, yearStartMonth } = await today(deps, companyId)
    const to = query.value.to ?? date
    const from = query.value.from ?? financialYear(to, yearStartMonth).start
    if (from > to) return badRequest(c, 'The period starts after it ends')
    const { accounts: list } = await reportAccounts(db, companyId)
    const periods = [{ from, to }, ...comparisonPeriods(from, to, query.value.compare)]
    const reports = await Promise.all(
      periods.map(async (period) => ({
        ...period,
        report: profitAndLoss(
          list,
          await accountTotals(db, companyId, { ...period, costCentreId: query.value.cost_centre_id }),
        ),
      })),
    )
    if (query.value.format === 'csv') {
      const header = ['Section', 'Code', 'Account', ...reports.map((r) => `${r.from} to ${r.to}`)]
      const rows: unknown[][] = []
      type Section = { lines: ReportLine[]; total: number }
      const section = (name: string, pick: (r: (typeof reports)[number]['report']) => Section) => {
        const seen = new Map<number, ReportLine>()
        for (const r of reports) for (const line of pick(r.report).lines) seen.set(line.accountId, line)
        for (const [id, line] of seen) {
          const amounts = reports.map(
            (r) => pick(r.report).lines.find((l) => l.accountId === id)?.amount ?? 0,
          )
          rows.push([name, line.code, line.name, ...amounts.map(dollars)])
        }
        rows.push([`Total ${name}`, '', '', ...reports.map((r) => dollars(pick(r.report).total))])
      }
      section('Trading Income', (r) => r.income)
      section('Cost of Sales', (r) => r.costOfSales)
      rows.push(['Gross Profit', '', '', ...reports.map((r) => dollars(r.report.grossProfit))])
      section('Operating Expenses', (r) => r.expenses)
      rows.push(['Net Profit', '', '', ...reports.map((r) => dollars(r.report.netProfit))])
      return csvResponse(c, `profit-and-loss-${from}-${to}`, header, rows)
    }
    return c.json({ periods: reports } satisfies Sent<typeof ProfitAndLossAnswerSchema>)
  })

  app.get('/api/proxy/reports/balance-sheet.json', accounts, async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, BooksReportQuerySchema)
    if (!query.ok) return badRequest(c, query.error)
    const { date: now, yearStartMonth } = await today(deps, companyId)
    const date = query.value.date ?? query.value.to ?? now
    const { accounts: list, retained } = await reportAccounts(db, companyId)
    const dates = [date, ...Array.from({ length: query.value.compare }, (_, i) => shiftYears(date, -(i + 1)))]
    const reports = await Promise.all(
      dates.map(async (at) => {
        const yearStart = financialYear(at, yearStartMonth).start
        const centre = query.value.cost_centre_id
        const [all, prior] = await Promise.all([
          accountTotals(db, companyId, { to: at, costCentreId: centre }),
          accountTotals(db, companyId, { to: dayBefore(yearStart), costCentreId: centre }),
        ])
        return { date: at, report: balanceSheet(list, all, prior, retained) }
      }),
    )
    if (query.value.format === 'csv') {
      const rows: unknown[][] = []
      for (const r of reports) {
        for (const [name, section] of [
          ['Assets', r.report.assets],
          ['Liabilities', r.report.liabilities],
        ] as const) {
          for (const line of section.lines)
            rows.push([r.date, name, line.code, line.name, dollars(line.amount)])
          rows.push([r.date, `Total ${name}`, '', '', dollars(section.total)])
        }
        for (const line of r.report.equity.lines)
          rows.push([r.date, 'Equity', line.code, line.name, dollars(line.amount)])
        rows.push([
          r.date,
          'Equity',
          '',
          'Current Year Earnings',
          dollars(r.report.equity.currentYearEarnings),
        ])
        rows.push([r.date, 'Total Equity', '', '', dollars(r.report.equity.total)])
        rows.push([r.date, 'Net Assets', '', '', dollars(r.report.netAssets)])
      }
      return csvResponse(c, `balance-sheet-${date}`, ['Date', 'Section', 'Code', 'Account', 'Amount'], rows)
    }
    return c.json({ dates: reports } satisfies Sent<typeof BalanceSheetAnswerSchema>)
  })

  app.get('/api/proxy/reports/trial-balance.json', accounts, async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, BooksReportQuerySchema)
    if (!query.ok) return badRequest(c, query.error)
    const { date: now } = await today(deps, companyId)
    const date = query.value.date ?? query.value.to ?? now
    const { accounts: list } = await reportAccounts(db, companyId)
    const dates = [date, ...Array.from({ length: query.value.compare }, (_, i) => shiftYears(date, -(i + 1)))]
    const reports = await Promise.all(
      dates.map(async (at) => ({
        date: at,
        report: trialBalance(
          list,
          await accountTotals(db, companyId, { to: at, costCentreId: query.value.cost_centre_id }),
        ),
      })),
    )
    if (query.value.format === 'csv') {
      const rows: unknown[][] = []
      for (const r of reports) {
        for (const row of r.report.rows)
          rows.push([r.date, row.code, row.name, row.type, dollars(row.debit), dollars(row.credit)])
        rows.push([r.date, '', 'Total', '', dollars(r.report.debit), dollars(r.report.credit)])
      }
      return csvResponse(
        c,
        `trial-balance-${date}`,
        ['Date', 'Code', 'Account', 'Type', 'Debit', 'Credit'],
        rows,
      )
    }
    return c.json({ dates: reports } satisfies Sent<typeof TrialBalanceAnswerSchema>)
  })

  app.get('/api/proxy/reports/bas.json', accounts, async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, BooksReportQuerySchema)
    if (!query.ok) return badRequest(c, query.error)
    const { date: now } = await today(deps, companyId)
    const quarter = basPeriod(query.value.date ?? now, 'quarter')
    const from = query.value.from ?? quarter.start
    const to = query.value.to ?? quarter.end
    if (from > to) return badRequest(c, 'The period starts after it ends')
    const bas = basReport(await basInputs(db, companyId, from, to, query.value.basis))
    const lodged = Object.fromEntries(BAS_LABELS.map((label) => [label, lodgedDollars(bas.figures[label])]))
    if (query.value.format === 'csv') {
      return csvResponse(
        c,
        `bas-${from}-${to}`,
        ['Label', 'Amount', 'Lodged (whole dollars)'],
        [
          ...BAS_LABELS.map((label) => [label, dollars(bas.figures[label]), lodged[label]]),
          ['Net GST (1A - 1B)', dollars(bas.netGst), lodgedDollars(bas.netGst)],
        ],
      )
    }
    return c.json({
      from,
      to,
      basis: query.value.basis,
      ...bas,
      lodged,
    } satisfies Sent<typeof BasAnswerSchema>)
  })

  app.get('/api/proxy/reports/bas-documents.json', accounts, async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, BooksReportQuerySchema)
    if (!query.ok) return badRequest(c, query.error)
    const label = c.req.query('label') ?? 'G1'
    if (!(BAS_LABELS as readonly string[]).includes(label))
      return badRequest(c, `The BAS labels are ${BAS_LABELS.join(', ')}`)
    const { date: now } = await today(deps, companyId)
    const quarter = basPeriod(query.value.date ?? now, 'quarter')
    const from = query.value.from ?? quarter.start
    const to = query.value.to ?? quarter.end
    const types = TAX_TYPE_KEYS.filter((type) => {
      const info = TAX_TYPES[type]
      if (label === '1A') return info.side === 'sales'
      if (label === '1B') return info.side === 'purchases'
      return (info.labels as readonly BasLabel[]).includes(label as BasLabel)
    })
    const documents = (await basDocuments(db, companyId, from, to, types)).map((doc) => ({
      ...doc,
      link: sourceLink(doc.source_kind, doc.source_id, doc.source_id),
    }))
    if (query.value.format === 'csv') {
      return csvResponse(
        c,
        `bas-${label}-${from}-${to}`,
        ['Date', 'Source', 'Id', 'Narration', 'Amount', 'GST'],
        documents.map((d) => [
          d.date,
          d.source_kind,
          d.source_id,
          d.narration,
          dollars(d.amount),
          dollars(d.tax),
        ]),
      )
    }
    return c.json({ label, from, to, documents })
  })

  app.get('/api/proxy/general-ledger.json', accounts, async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, BooksReportQuerySchema)
    if (!query.ok) return badRequest(c, query.error)
    const accountId = query.value.account_id
    if (!accountId) return ledgerSummary(c, companyId, query.value)
    const account = await db
      .selectFrom('accounts')
      .select(['id', 'code', 'name', 'type'])
      .where('company_id', '=', companyId)
      .where('id', '=', accountId)
      .executeTakeFirst()
    if (!account) return badRequest(c, 'Choose an account of this company')
    const { date: now, yearStartMonth } = await today(deps, companyId)
    const to = query.value.to ?? now
    const from = query.value.from ?? financialYear(to, yearStartMonth).start
    const centre = query.value.cost_centre_id
    const opening = await sql<{ balance: string | null }>`
      SELECT sum(amount) AS balance FROM journal_lines
      WHERE company_id = ${companyId} AND account_id = ${accountId} AND date < ${from}
        ${centre ? sql`AND cost_centre_id = ${centre}` : sql``}`.execute(db)
    const lines = await sql<{
      id: string
      journal_id: string
      date: string
      narration: string
      description: string
      amount: string
      tax: string
      source_kind: string
      source_id: string | null
      cost_centre: string | null
    }>`
      SELECT l.id, l.journal_id, l.date::text AS date, j.narration, l.description, l.amount, l.tax, l.source_kind,
        l.source_id, cc.name AS cost_centre
      FROM journal_lines l JOIN journals j ON j.id = l.journal_id
      LEFT JOIN cost_centres cc ON cc.id = l.cost_centre_id
      WHERE l.company_id = ${companyId} AND l.account_id = ${accountId} AND l.date BETWEEN ${from} AND ${to}
        ${centre ? sql`AND l.cost_centre_id = ${centre}` : sql``}
      ORDER BY l.date, l.id
      LIMIT 10001`.execute(db)
    let balance = Number(opening.rows[0]?.balance ?? 0)
    const openingBalance = balance
    const rows = lines.rows.slice(0, 10_000).map((line) => {
      const amount = Number(line.amount)
      balance += amount
      const journalId = Number(line.journal_id)
      const sourceId = line.source_id === null ? null : Number(line.source_id)
      return {
        id: Number(line.id),
        date: line.date,
        narration: line.narration,
        description: line.description,
        debit: Math.max(amount, 0),
        credit: Math.max(-amount, 0),
        tax: Number(line.tax),
        balance,
        cost_centre: line.cost_centre,
        journal_id: journalId,
        source_kind: line.source_kind,
        source_id: sourceId,
        link: sourceLink(line.source_kind, sourceId, journalId),
      }
    })
    if (query.value.format === 'csv') {
      return csvResponse(
        c,
        `general-ledger-${account.code}-${from}-${to}`,
        ['Date', 'Narration', 'Description', 'Source', 'Debit', 'Credit', 'Balance'],
        [
          [from, 'Opening balance', '', '', '', '', dollars(openingBalance)],
          ...rows.map((r) => [
            r.date,
            r.narration,
            r.description,
            `${r.source_kind} ${r.source_id ?? ''}`.trim(),
            dollars(r.debit),
            dollars(r.credit),
            dollars(r.balance),
          ]),
        ],
      )
    }
    return c.json({
      account,
      from,
      to,
      opening_balance: openingBalance,
      closing_balance: balance,
      lines: rows,
      more: lines.rows.length > 10_000,
    } satisfies Sent<typeof AccountLedgerSchema>)
  })

  /** Without an account: each account's opening balance, debits, credits and closing balance over the period. */
  async function ledgerSummary(c: Context<AppEnv>, companyId: number, query: BooksReportQuery) {
    const { date: now, yearStartMonth } = await today(deps, companyId)
    const to = query.to ?? now
    const from = query.from ?? financialYear(to, yearStartMonth).start
    const centre = query.cost_centre_id
    const { accounts: list } = await reportAccounts(db, companyId)
    const [opening, period] = await Promise.all([
      accountTotals(db, companyId, { to: dayBefore(from), costCentreId: centre }),
      accountTotals(db, companyId, { from, to, costCentreId: centre }),
    ])
    const rows = list.flatMap((account) => {
      const before = opening.find((t) => t.accountId === account.id)
      const during = period.find((t) => t.accountId === account.id)
      if (!before && !during) return []
      const openingBalance = (before?.debit ?? 0) - (before?.credit ?? 0)
      const debit = during?.debit ?? 0
      const credit = during?.credit ?? 0
      return [
        {
          ...account,
          opening_balance: openingBalance,
          debit,
          credit,
          closing_balance: openingBalance + debit - credit,
        },
      ]
    })
    if (query.format === 'csv') {
      return csvResponse(
        c,
        `general-ledger-${from}-${to}`,
        ['Code', 'Account', 'Opening', 'Debit', 'Credit', 'Closing'],
        rows.map((r) => [
          r.code,
          r.name,
          dollars(r.opening_balance),
          dollars(r.debit),
          dollars(r.credit),
          dollars(r.closing_balance),
        ]),
      )
    }
    return c.json({ from, to, accounts: rows })
  }

  app.get('/api/proxy/books/settings.json', accounts, async (c) => {
    const { companyId } = principalOf(c)
    return c.json({ settings: await settingsOf(companyId) } satisfies Sent<typeof BooksSettingsAnswerSchema>)
  })

  app.put('/api/proxy/books/settings.json', requireRight('admin.calendar'), async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, BooksSettingsSchema)
    if (!parsed.ok) return badRequest(c, parsed.error)
    const { open_from, open_to, lock_date, financial_year_start_month } = parsed.value
    const current = await settingsOf(companyId)
    const from = open_from === undefined ? current.open_from : open_from
    const to = open_to === undefined ? current.open_to : open_to
    if (from && to && from > to) return badRequest(c, 'The open period cannot end before it starts')
    await db
      .updateTable('companies')
      .set({
        books_open_from: from,
        books_open_to: to,
        ...(lock_date === undefined ? {} : { books_lock_date: lock_date }),
        ...(financial_year_start_month === undefined ? {} : { financial_year_start_month }),
      })
      .where('id', '=', companyId)
      .execute()
    return c.json({ settings: await settingsOf(companyId) } satisfies Sent<typeof BooksSettingsAnswerSchema>)
  })

  async function settingsOf(companyId: number) {
    const row = await db
      .selectFrom('companies')
      .select([
        sql<string | null>`books_open_from::text`.as('open_from'),
        sql<string | null>`books_open_to::text`.as('open_to'),
        sql<string | null>`books_lock_date::text`.as('lock_date'),
        'financial_year_start_month',
        'books_timezone',
      ])
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow()
    return row
  }
}

function shiftYears(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years
  const rest = date.slice(4)
  return rest === '-02-29' ? `${year}-02-28` : `${year}${rest}`
}

function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() - 1)
  return day.toISOString().slice(0, 10)
}
