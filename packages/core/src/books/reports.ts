import { type AccountClass, type AccountType, accountClass } from './accounts.ts'

/** An account as the reports read it. */
export type ReportAccount = {
  readonly id: number
  readonly code: string
  readonly name: string
  readonly type: AccountType
  readonly costOfSales: boolean
}

/** Debits and credits of one account over a period (sums of journal lines, in cents). */
export type AccountTotals = { readonly accountId: number; readonly debit: number; readonly credit: number }

export type TrialBalanceRow = ReportAccount & { readonly debit: number; readonly credit: number }

/**
 * The trial balance [RPT1]: each account's net balance in the debit or credit column; the two columns are
 * equal when every posting balanced.
 */
export function trialBalance(accounts: readonly ReportAccount[], totals: readonly AccountTotals[]) {
  const byId = new Map(accounts.map((account) => [account.id, account]))
  const rows: TrialBalanceRow[] = []
  let debit = 0
  let credit = 0
  for (const total of totals) {
    const account = byId.get(total.accountId)
    if (!account) continue
    const net = total.debit - total.credit
    if (net === 0) continue
    const row = { ...account, debit: Math.max(net, 0), credit: Math.max(-net, 0) }
    rows.push(row)
    debit += row.debit
    credit += row.credit
  }
  rows.sort((x, y) => x.code.localeCompare(y.code))
  return { rows, debit, credit }
}

export type ReportLine = {
  readonly accountId: number
  readonly code: string
  readonly name: string
  readonly amount: number
}

/** A class's natural sign: assets and expenses are debits, the rest credits. */
function natural(klass: AccountClass, debitMinusCredit: number): number {
  return klass === 'asset' || klass === 'expense' ? debitMinusCredit : -debitMinusCredit
}

function sectionLines(
  accounts: readonly ReportAccount[],
  totals: ReadonlyMap<number, number>,
  keep: (account: ReportAccount) => boolean,
): { lines: ReportLine[]; total: number } {
  const lines: ReportLine[] = []
  let total = 0
  for (const account of accounts) {
    if (!keep(account)) continue
    const net = totals.get(account.id) ?? 0
    if (net === 0) continue
    const amount = natural(accountClass(account.type), net)
    lines.push({ accountId: account.id, code: account.code, name: account.name, amount })
    total += amount
  }
  lines.sort((x, y) => x.code.localeCompare(y.code))
  return { lines, total }
}

function netById(totals: readonly AccountTotals[]): Map<number, number> {
  const map = new Map<number, number>()
  for (const total of totals)
    map.set(total.accountId, (map.get(total.accountId) ?? 0) + total.debit - total.credit)
  return map
}

/**
 * Profit and loss over a period [RPT2] (accounting-au.md §4): trading income less cost of sales is gross
 * profit; less operating expenses is net profit.
 */
export function profitAndLoss(accounts: readonly ReportAccount[], totals: readonly AccountTotals[]) {
  const net = netById(totals)
  const income = sectionLines(accounts, net, (x) => x.type === 'Revenue')
  const costOfSales = sectionLines(accounts, net, (x) => x.type === 'Expenses' && x.costOfSales)
  const expenses = sectionLines(accounts, net, (x) => x.type === 'Expenses' && !x.costOfSales)
  const grossProfit = income.total - costOfSales.total
  return { income, costOfSales, grossProfit, expenses, netProfit: grossProfit - expenses.total }
}

/**
 * The balance sheet at a date [RPT3]: `totals` are every posting up to the date, `yearStartTotals` those before
 * the start of the financial year the date falls in. Equity shows Retained Earnings (the profit of every earlier
 * year, on the retained earnings account) and Current Year Earnings (this year's profit), so that assets equal
 * liabilities plus equity.
 */
export function balanceSheet(
  accounts: readonly ReportAccount[],
  totals: readonly AccountTotals[],
  yearStartTotals: readonly AccountTotals[],
  retainedEarningsId: number | null,
) {
  const net = netById(totals)
  const assets = sectionLines(accounts, net, (x) => accountClass(x.type) === 'asset')
  const liabilities = sectionLines(accounts, net, (x) => x.type === 'Liability')
  const equity = sectionLines(accounts, net, (x) => x.type === 'Equity')
  const allProfit = profitAndLoss(accounts, totals).netProfit
  const priorProfit = profitAndLoss(accounts, yearStartTotals).netProfit
  const currentYearEarnings = allProfit - priorProfit
  const lines = [...equity.lines]
  if (priorProfit !== 0) {
    const retained = lines.findIndex((line) => line.accountId === retainedEarningsId)
    const base =
      retained >= 0
        ? lines[retained]!
        : { accountId: retainedEarningsId ?? 0, code: '960', name: 'Retained Earnings', amount: 0 }
    const merged = { ...base, amount: base.amount + priorProfit }
    if (retained >= 0) lines[retained] = merged
    else lines.push(merged)
  }
  const equityTotal = equity.total + priorProfit + currentYearEarnings
  return {
    assets,
    liabilities,
    equity: { lines, currentYearEarnings, total: equityTotal },
    netAssets: assets.total - liabilities.total,
  }
}
