import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import { taxIncluded } from '../tax/gst.ts'
import { DEFAULT_AU_CHART, type LedgerRole } from './accounts.ts'
import { basReport, cashBasisShare, lodgedDollars } from './bas.ts'
import {
  billPosting,
  closeVariancePosting,
  giftCardSoldPosting,
  invoicePosting,
  pettyCashPosting,
  reversePosting,
  stockAdjustmentPosting,
  stockReceiptPosting,
  tillPettyCashPosting,
} from './event-postings.ts'
import { journalPosting, journalProblem } from './journal.ts'
import { checkJournalImport, parseDollars } from './journal-import.ts'
import { basPeriod, financialYear, postingDateProblem } from './periods.ts'
import { type PostingLine, postingImbalance } from './posting.ts'
import { comparisonPeriods } from './queries.ts'
import {
  type AccountTotals,
  balanceSheet,
  profitAndLoss,
  type ReportAccount,
  trialBalance,
} from './reports.ts'
import { taxRateResource } from './resources.ts'
import { type SaleToPost, salePosting } from './sale-posting.ts'
import { TAX_TYPE_KEYS } from './tax-rates.ts'

const RUNS = { numRuns: 500 }

const saleLine = fc
  .record({
    quantity: fc.integer({ min: 1, max: 20 }),
    item_price: fc.integer({ min: 0, max: 100_000 }),
    discountPercent: fc.integer({ min: 0, max: 100 }),
    tax_percent: fc.constantFrom(0, 10),
    giftCard: fc.boolean(),
    unitCost: fc.option(fc.integer({ min: 0, max: 50_000 })),
  })
  .map(({ discountPercent, ...line }) => {
    const gross = line.quantity * line.item_price
    const item_discount = Math.floor((gross * discountPercent) / 100)
    const net = gross - item_discount
    return {
      ...line,
      item_discount,
      total_tax: line.giftCard ? 0 : taxIncluded(minor(net), line.tax_percent),
    }
  })

const TENDERS = [
  { payment_method: '1', processor: 'cash' },
  { payment_method: '2', processor: 'linkly' },
  { payment_method: '3', processor: 'store_credit' },
  { payment_method: '4', processor: 'gift_card' },
  { payment_method: '5', processor: 'loyalty' },
  { payment_method: '6', processor: 'rounding' },
]

/** A sale whose payments cover it (cash may overpay: change), or leave some on account. */
const sale: fc.Arbitrary<SaleToPost> = fc
  .record({
    lines: fc.array(saleLine, { minLength: 1, maxLength: 6 }),
    shipping: fc.option(
      fc.record({ price: fc.integer({ min: 0, max: 5_000 }), tax_percent: fc.constantFrom(0, 10) }),
    ),
    tenders: fc.array(
      fc.record({ tender: fc.constantFrom(...TENDERS), share: fc.integer({ min: 1, max: 10 }) }),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
    over: fc.integer({ min: -500, max: 2_000 }),
  })
  .map(({ lines, shipping, tenders, over }) => {
    const total =
      lines.reduce((sum, l) => sum + l.quantity * l.item_price - l.item_discount, 0) + (shipping?.price ?? 0)
    const shares = tenders.reduce((sum, t) => sum + t.share, 0)
    const payments = tenders.map((t, i) => ({
      ...t.tender,
      amount: i === tenders.length - 1 ? 0 : Math.floor((total * t.share) / shares),
    }))
    const given = payments.reduce((sum, p) => sum + p.amount, 0)
    payments[payments.length - 1]!.amount = Math.max(0, total - given + over)
    return { lines, shipping, payments }
  })

function returnOf(original: SaleToPost): SaleToPost {
  return {
    lines: original.lines.map((l) => ({
      ...l,
      quantity: -l.quantity,
      item_discount: -l.item_discount,
      total_tax: -l.total_tax,
    })),
    shipping: original.shipping ? { ...original.shipping, price: -original.shipping.price } : null,
    payments: original.payments.map((p) => ({ ...p, amount: -p.amount })),
  }
}

/** Net amounts by account (role, id or method), dropping zeros. */
function net(lines: readonly PostingLine[]): Map<string, number> {
  const map = new Map<string, number>()
  for (const line of lines) {
    const k = `${line.role ?? line.account}|${line.method ?? ''}|${line.taxType}`
    map.set(k, (map.get(k) ?? 0) + line.amount)
    map.set(`${k}|tax`, (map.get(`${k}|tax`) ?? 0) + line.tax)
  }
  for (const [k, value] of map) if (value === 0) map.delete(k)
  return map
}

describe('postings', () => {
  it('[GL1][GL3] every sale posting balances, and its revenue and GST match the sale', () => {
    fc.assert(
      fc.property(sale, (s) => {
        const lines = salePosting(s)
        expect(postingImbalance(lines)).toBe(0)
        const gst = lines.filter((l) => l.role === 'gst').reduce((sum, l) => sum + l.amount, 0)
        const expected =
          s.lines.reduce((sum, l) => sum + (l.giftCard ? 0 : l.total_tax), 0) +
          (s.shipping ? taxIncluded(minor(s.shipping.price), s.shipping.tax_percent) : 0)
        expect(-gst + 0).toBe(expected)
      }),
      RUNS,
    )
  })

  it('[GL3] a sale and the return of all of it net to zero', () => {
    fc.assert(
      fc.property(sale, (s) => {
        const both = [...salePosting(s), ...salePosting(returnOf(s))]
        expect(net(both).size).toBe(0)
      }),
      RUNS,
    )
  })

  it('[GL3] a cash sale with rounding and change: till gets the cash kept, rounding its 2c', () => {
    const lines = salePosting({
      lines: [
        {
          quantity: 1,
          item_price: 1002,
          item_discount: 0,
          total_tax: 91,
          tax_percent: 10,
          giftCard: false,
          unitCost: 600,
        },
      ],
      shipping: null,
      payments: [
        { payment_method: '1', processor: 'cash', amount: 2000 },
        { payment_method: '6', processor: 'rounding', amount: 2 },
      ],
    })
    const by = (role: LedgerRole) =>
      lines.filter((l) => l.role === role).reduce((sum, l) => sum + l.amount, 0)
    expect(by('cash')).toBe(1000)
    expect(by('rounding')).toBe(2)
    expect(by('sales')).toBe(-(1002 - 91))
    expect(by('gst')).toBe(-91)
    expect(by('cogs')).toBe(600)
    expect(by('inventory')).toBe(-600)
    expect(by('receivables')).toBe(0)
    expect(postingImbalance(lines)).toBe(0)
  })

  it('[GL3] a gift card sold is a liability; redeemed, it is debited back', () => {
    const sold = salePosting({
      lines: [
        {
          quantity: 1,
          item_price: 5000,
          item_discount: 0,
          total_tax: 0,
          tax_percent: 0,
          giftCard: true,
          unitCost: null,
        },
      ],
      shipping: null,
      payments: [{ payment_method: '2', processor: 'linkly', amount: 5000 }],
    })
    expect(sold.find((l) => l.role === 'gift_cards')?.amount).toBe(-5000)
    expect(sold.some((l) => l.role === 'sales' || l.role === 'gst')).toBe(false)
    const redeemed = salePosting({
      lines: [
        {
          quantity: 1,
          item_price: 3300,
          item_discount: 0,
          total_tax: 300,
          tax_percent: 10,
          giftCard: false,
          unitCost: null,
        },
      ],
      shipping: null,
      payments: [{ payment_method: '4', processor: 'gift_card', amount: 3300 }],
    })
    expect(redeemed.find((l) => l.role === 'gift_cards')).toMatchObject({ amount: 3300, method: '4' })
  })

  it('[GL4-GL11] every other event posting balances', () => {
    const amount = fc.integer({ min: -1_000_000, max: 1_000_000 })
    const stock = fc.array(
      fc.record({
        quantity: fc.integer({ min: -50, max: 50 }),
        unitCost: fc.integer({ min: 0, max: 10_000 }),
      }),
    )
    const doc = fc.array(
      fc.record({
        account: fc.integer({ min: 1, max: 9 }),
        amount,
        taxType: fc.constantFrom('INPUT', 'EXEMPTEXPENSES', 'CAPEXINPUT', 'OUTPUT', 'BASEXCLUDED' as const),
      }),
    )
    fc.assert(
      fc.property(amount, amount, stock, doc, fc.boolean(), (a, b, s, d, inclusive) => {
        for (const posting of [
          giftCardSoldPosting(a, { role: 'cash' }),
          pettyCashPosting(a),
          tillPettyCashPosting(a),
          closeVariancePosting(a, b),
          stockAdjustmentPosting(s),
          stockReceiptPosting(s),
          billPosting(d, inclusive),
          invoicePosting(d, inclusive),
          reversePosting(billPosting(d, inclusive)),
        ]) {
          expect(postingImbalance(posting)).toBe(0)
        }
      }),
      RUNS,
    )
  })

  it('[GL9a] stock billed at another cost than received: Payables ends at the bill total, the difference is price variance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        (units, receiptCost, billCost, inclusive) => {
          const receipt = stockReceiptPosting([{ quantity: units, unitCost: receiptCost }])
          const receiptValue = units * receiptCost
          const line = { account: 'payables' as const, amount: units * billCost, taxType: 'INPUT' as const }
          const bill = billPosting([{ ...line, receiptValue }], inclusive)
          expect(postingImbalance(bill)).toBe(0)
          const sum = (role: string, lines: readonly PostingLine[]) =>
            lines.filter((l) => l.role === role).reduce((total, l) => total + l.amount, 0)
          const gst = sum('gst', bill)
          const ex = inclusive ? line.amount - gst : line.amount
          expect(sum('payables', [...receipt, ...bill]) + ex + gst).toBe(0)
          expect(sum('inventory', receipt)).toBe(receiptValue)
          expect(sum('price_variance', bill)).toBe(ex - receiptValue)
          // The BAS still sees the whole purchase: the line's tax type on every part of it.
          const purchase = bill
            .filter((l) => l.taxType === 'INPUT')
            .reduce((total, l) => total + l.amount + l.tax, 0)
          expect(purchase).toBe(ex + gst)
          // Billed at the receipt's cost: no variance line at all.
          const same = billPosting([{ ...line, amount: receiptValue, receiptValue }], false)
          expect(same.some((l) => l.role === 'price_variance')).toBe(false)
        },
      ),
      RUNS,
    )
  })

  it('[GL5] a petty cash entry moves Cash on Hand by what the drawer moved, and claims GST only on cash out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }).filter((n) => n !== 0),
        (drawer) => {
          const posting = tillPettyCashPosting(drawer)
          expect(postingImbalance(posting)).toBe(0)
          expect(posting.find((line) => line.role === 'cash')?.amount).toBe(drawer)
          const gst = posting.find((line) => line.role === 'gst')?.amount ?? 0
          if (drawer > 0) expect(gst).toBe(0)
          else expect(gst).toBeGreaterThanOrEqual(0)
        },
      ),
      RUNS,
    )
    // $11.00 out for milk: $10.00 on Petty Cash, $1.00 of GST claimed.
    expect(tillPettyCashPosting(-1100)).toEqual([
      { role: 'petty_cash', amount: 1000, taxType: 'INPUT', tax: 100 },
      { role: 'gst', amount: 100, taxType: 'BASEXCLUDED', tax: 0 },
      { role: 'cash', amount: -1100, taxType: 'BASEXCLUDED', tax: 0 },
    ])
  })

  it('[GL12][GL13] a journal balances when its debits equal its credits, and its posting with GST too', () => {
    expect(
      journalProblem([
        { debit: 100, credit: 0 },
        { debit: 0, credit: 90 },
      ]),
    ).toBe('The journal does not balance: debits 1.00, credits 0.90')
    expect(
      journalProblem([
        { debit: 100, credit: 100 },
        { debit: 0, credit: 0 },
      ]),
    ).toBe('Line 1: enter either a debit or a credit')
    const posted = journalPosting([
      { account: 1, amount: 1100, taxType: 'INPUT', taxRateId: null, costCentre: null, description: 'Rent' },
      {
        account: 2,
        amount: -1100,
        taxType: 'BASEXCLUDED',
        taxRateId: null,
        costCentre: null,
        description: 'Bank',
      },
    ])
    expect(posted).toContainEqual(expect.objectContaining({ account: 1, amount: 1000, tax: 100 }))
    expect(posted).toContainEqual(expect.objectContaining({ role: 'gst', amount: 100 }))
    expect(postingImbalance(posted)).toBe(0)
  })
})

/** Accounts 1..n for the reports, from the default chart. */
const ACCOUNTS: ReportAccount[] = DEFAULT_AU_CHART.map((a, i) => ({
  id: i + 1,
  code: a.code,
  name: a.name,
  type: a.type,
  costOfSales: a.costOfSales ?? false,
}))
const idOf = (code: string) => ACCOUNTS.find((a) => a.code === code)!.id

function totalsOf(entries: readonly { account: number; amount: number }[]): AccountTotals[] {
  const map = new Map<number, AccountTotals>()
  for (const e of entries) {
    const t = map.get(e.account) ?? { accountId: e.account, debit: 0, credit: 0 }
    map.set(e.account, {
      ...t,
      debit: t.debit + Math.max(e.amount, 0),
      credit: t.credit + Math.max(-e.amount, 0),
    })
  }
  return [...map.values()]
}

describe('reports', () => {
  const balancedJournal = fc
    .array(
      fc.record({
        account: fc.integer({ min: 1, max: ACCOUNTS.length }),
        amount: fc.integer({ min: -1e7, max: 1e7 }),
      }),
      {
        minLength: 1,
        maxLength: 8,
      },
    )
    .chain((entries) =>
      fc.integer({ min: 1, max: ACCOUNTS.length }).map((other) => {
        const sum = entries.reduce((s, e) => s + e.amount, 0)
        return [...entries, { account: other, amount: -sum }]
      }),
    )

  it('[RPT1] the trial balance of balanced journals sums to zero', () => {
    fc.assert(
      fc.property(fc.array(balancedJournal, { maxLength: 10 }), (journals) => {
        const tb = trialBalance(ACCOUNTS, totalsOf(journals.flat()))
        expect(tb.debit).toBe(tb.credit)
      }),
      RUNS,
    )
  })

  it('[RPT3] assets = liabilities + equity, and net profit is the change in retained plus current earnings', () => {
    fc.assert(
      fc.property(
        fc.array(balancedJournal, { maxLength: 6 }),
        fc.array(balancedJournal, { maxLength: 6 }),
        (before, during) => {
          const prior = totalsOf(before.flat())
          const all = totalsOf([...before.flat(), ...during.flat()])
          const re = idOf('960')
          const bs = balanceSheet(ACCOUNTS, all, prior, re)
          expect(bs.assets.total).toBe(bs.liabilities.total + bs.equity.total)
          const profit = profitAndLoss(ACCOUNTS, totalsOf(during.flat())).netProfit
          const opening = balanceSheet(ACCOUNTS, prior, prior, re)
          // Earnings (retained + current year) change by exactly the year's profit, contributions aside.
          const earnings = (s: typeof bs) =>
            s.equity.currentYearEarnings + (s.equity.lines.find((l) => l.accountId === re)?.amount ?? 0)
          const reMoves = totalsOf(during.flat()).find((t) => t.accountId === re)
          const direct = reMoves ? reMoves.credit - reMoves.debit : 0
          expect(earnings(bs) - earnings(opening) - direct).toBe(profit)
        },
      ),
      RUNS,
    )
  })

  it('[RPT2] the worked example of accounting-au.md §4', () => {
    const d = (code: string, dollars: number) => ({ account: idOf(code), amount: dollars * 100 })
    const entries = [
      d('090', 10_000),
      d('881', -10_000),
      d('630', 2_000),
      d('820', 200),
      d('800', -2_200),
      d('090', 1_100),
      d('200', -1_000),
      d('820', -100),
      d('310', 600),
      d('630', -600),
      d('469', 300),
      d('820', 30),
      d('090', -330),
    ]
    const tb = trialBalance(ACCOUNTS, totalsOf(entries))
    expect(tb.debit).toBe(1_320_000)
    expect(tb.credit).toBe(1_320_000)
    const pl = profitAndLoss(ACCOUNTS, totalsOf(entries))
    expect(pl.grossProfit).toBe(40_000)
    expect(pl.netProfit).toBe(10_000)
    const bs = balanceSheet(ACCOUNTS, totalsOf(entries), [], idOf('960'))
    expect(bs.assets.total).toBe(1_217_000)
    expect(bs.liabilities.total).toBe(207_000)
    expect(bs.equity.total).toBe(1_010_000)
  })
})

describe('BAS', () => {
  it('[BAS1] reproduces the worked BAS of accounting-au.md §2.4 exactly', () => {
    const $ = (dollars: number) => dollars * 100
    const bas = basReport([
      { taxType: 'OUTPUT', amount: -$(50_000), tax: -$(5_000) },
      { taxType: 'EXEMPTOUTPUT', amount: -$(8_000), tax: 0 },
      { taxType: 'EXEMPTEXPORT', amount: -$(2_000), tax: 0 },
      { taxType: 'CAPEXINPUT', amount: $(3_000), tax: $(300) },
      { taxType: 'INPUT', amount: $(20_000), tax: $(2_000) },
      { taxType: 'INPUT', amount: $(4_000), tax: $(400) },
      { taxType: 'EXEMPTEXPENSES', amount: $(50), tax: 0 },
      { taxType: 'BASEXCLUDED', amount: $(10_000), tax: 0 },
      { taxType: 'BASEXCLUDED', amount: -$(2_700), tax: 0 },
    ])
    const lodged = Object.fromEntries(Object.entries(bas.figures).map(([k, v]) => [k, lodgedDollars(v)]))
    expect(lodged).toMatchObject({
      G1: 65_000,
      G2: 2_000,
      G3: 8_000,
      G10: 3_300,
      G11: 26_450,
      '1A': 5_000,
      '1B': 2_700,
    })
    expect(lodgedDollars(bas.netGst)).toBe(2_300)
    expect(bas.worksheet).toMatchObject({
      G5: $(10_000),
      G6: $(55_000),
      G9: $(5_000),
      G12: $(29_750),
      G17: $(29_700),
      G20: $(2_700),
    })
    expect(lodgedDollars(500_045)).toBe(5000)
  })

  it('[BAS1] a sale posting lands its tax-inclusive total on G1 and its GST on 1A', () => {
    fc.assert(
      fc.property(sale, (s) => {
        const lines = salePosting(s)
        const bas = basReport(lines)
        const taxed = s.lines.filter((l) => !l.giftCard)
        const g1 =
          taxed.reduce((sum, l) => sum + l.quantity * l.item_price - l.item_discount, 0) +
          (s.shipping?.price ?? 0)
        expect(bas.figures.G1 + 0).toBe(g1 + 0)
        const gst = lines.filter((l) => l.role === 'gst').reduce((sum, l) => sum + l.amount, 0)
        expect(bas.figures['1A'] + 0).toBe(-gst + 0)
      }),
      RUNS,
    )
  })

  it('[BAS3] cash basis counts what was paid', () => {
    const lines = [{ taxType: 'OUTPUT' as const, amount: -10_000, tax: -1_000 }]
    expect(cashBasisShare(lines, -11_000, -5_500)).toEqual([{ taxType: 'OUTPUT', amount: -5_000, tax: -500 }])
    expect(cashBasisShare(lines, -11_000, 0)).toEqual([])
  })
})

describe('periods', () => {
  it('[PER1] From and To of the open period, and the lock date, refuse postings outside', () => {
    const period = { from: '2025-07-01', to: '2026-06-30', lockDate: null }
    expect(postingDateProblem('2025-07-01', period)).toBeNull()
    expect(postingDateProblem('2026-06-30', period)).toBeNull()
    expect(postingDateProblem('2025-06-30', period)).toBe(
      'The open period starts on 2025-07-01: nothing can be posted before it (2025-06-30)',
    )
    expect(postingDateProblem('2026-07-01', period)).toBe(
      'The open period ends on 2026-06-30: nothing can be posted after it (2026-07-01)',
    )
    expect(postingDateProblem('2025-09-30', { ...period, lockDate: '2025-09-30' })).toMatch(
      /locked up to 2025-09-30/,
    )
  })

  it('[PER2][PER3] financial years run July to June; BAS quarters and months', () => {
    expect(financialYear('2026-06-30')).toEqual({ start: '2025-07-01', end: '2026-06-30', name: 'FY2026' })
    expect(financialYear('2026-07-01')).toEqual({ start: '2026-07-01', end: '2027-06-30', name: 'FY2027' })
    expect(financialYear('2026-03-01', 1)).toEqual({ start: '2026-01-01', end: '2026-12-31', name: 'FY2026' })
    expect(basPeriod('2026-05-20', 'quarter')).toEqual({ start: '2026-04-01', end: '2026-06-30' })
    expect(basPeriod('2024-02-10', 'month')).toEqual({ start: '2024-02-01', end: '2024-02-29' })
  })
})

describe('journal import', () => {
  const lookups = {
    accounts: new Map([
      ['090', { id: 1, archived: false }],
      ['469', { id: 2, archived: false }],
      ['091', { id: 3, archived: true }],
    ]),
    costCentres: new Map([['head office', 7]]),
    taxRates: new Map([
      ['gst on expenses', { id: 11, taxType: 'INPUT' as const }],
      ['bas excluded', { id: 12, taxType: 'BASEXCLUDED' as const }],
    ]),
  }
  const header = ['Description', 'Account Number', 'Cost Centre', 'Amount', 'Tax Rate']

  it('[IMP1] reads dollars', () => {
    expect(parseDollars('12.5')).toBe(1250)
    expect(parseDollars('-$1,234.56')).toBe(-123_456)
    expect(parseDollars('(7.00)')).toBe(-700)
    expect(parseDollars('1.234')).toBeNull()
    expect(parseDollars('abc')).toBeNull()
  })

  it('[IMP1] a good file can post; each bad row says why, and nothing posts', () => {
    const good = checkJournalImport(
      [
        header,
        ['Rent', '469', 'Head Office', '110.00', 'GST on Expenses'],
        ['Rent', '090', '', '-110', 'BAS Excluded'],
      ],
      lookups,
    )
    expect(good.ok).toBe(true)
    expect(good.rows[0]).toMatchObject({ accountId: 2, costCentreId: 7, amount: 11_000, taxType: 'INPUT' })
    const bad = checkJournalImport(
      [
        header,
        ['Rent', '469', '', '110', 'GST on Expenses'],
        ['x', '999', 'Nowhere', 'ten', 'Nope'],
        ['y', '091', '', '-110', ''],
      ],
      lookups,
    )
    expect(bad.ok).toBe(false)
    expect(bad.rows[1]!.errors).toEqual([
      'No account numbered 999',
      'No cost centre named Nowhere',
      'Amount ten is not an amount',
      'No tax rate named Nope',
    ])
    expect(bad.rows[2]!.errors).toEqual(['Account 091 is archived'])
    expect(checkJournalImport([['Description', 'Amount']], lookups).fileErrors[0]).toBe(
      'The file is missing the columns Account Number, Cost Centre, Tax Rate',
    )
    expect(checkJournalImport([header, ['a', '090', '', '5', '']], lookups).fileErrors).toEqual([
      'The amounts do not balance: they sum to 5.00, not 0',
    ])
  })
})

describe('comparison periods', () => {
  it('[RPT4] earlier periods of the same length: whole months stay months', () => {
    expect(comparisonPeriods('2026-04-01', '2026-06-30', 2)).toEqual([
      { from: '2026-01-01', to: '2026-03-31' },
      { from: '2025-10-01', to: '2025-12-31' },
    ])
    expect(comparisonPeriods('2026-03-01', '2026-03-31', 1)).toEqual([
      { from: '2026-02-01', to: '2026-02-28' },
    ])
    expect(comparisonPeriods('2026-03-05', '2026-03-11', 1)).toEqual([
      { from: '2026-02-26', to: '2026-03-04' },
    ])
  })
})

describe('tax rates list', () => {
  it('shows each BAS type in words with its labels, as the edit screen offers it, and not its code', () => {
    const column = taxRateResource.columns.find((each) => each.key === 'tax_type')!
    const field = taxRateResource.fields.find((each) => each.key === 'tax_type')!
    expect(column.options).toEqual(field.options)
    expect(column.options?.map((option) => option.value).sort()).toEqual([...TAX_TYPE_KEYS].sort())
    expect(column.options?.find((option) => option.value === 'INPUT')?.label).toBe('GST on Expenses (G11)')
    expect(column.options?.find((option) => option.value === 'BASEXCLUDED')?.label).toBe(
      'BAS Excluded (not on the BAS)',
    )
  })
})
