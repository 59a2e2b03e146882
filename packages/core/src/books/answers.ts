import * as v from 'valibot'

/** GET /api/proxy/books/choices.json: the accounts, tax rates and cost centres a books screen picks from. */
export const BooksChoicesAnswerSchema = v.object({
  accounts: v.array(
    v.object({
      id: v.number(),
      code: v.string(),
      name: v.string(),
      type: v.string(),
      tax_rate_id: v.nullable(v.number()),
      archived: v.boolean(),
    }),
  ),
  tax_rates: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      tax_type: v.string(),
      percent: v.number(),
      archived: v.boolean(),
    }),
  ),
  cost_centres: v.array(
    v.object({ id: v.number(), name: v.string(), code: v.string(), archived: v.boolean() }),
  ),
})

/** A journal with its lines: a line's debit and credit are both positive cents, one of them 0. */
export const JournalSchema = v.object({
  id: v.number(),
  date: v.string(),
  narration: v.string(),
  source_kind: v.string(),
  source_id: v.nullable(v.number()),
  source_link: v.string(),
  reverses_id: v.nullable(v.number()),
  reversed_by: v.nullable(v.number()),
  cash_basis: v.boolean(),
  lines: v.array(
    v.object({
      id: v.number(),
      account_id: v.number(),
      account: v.string(),
      debit: v.number(),
      credit: v.number(),
      tax: v.number(),
      tax_type: v.string(),
      tax_rate: v.nullable(v.string()),
      cost_centre: v.nullable(v.string()),
      description: v.string(),
    }),
  ),
})
export type Journal = v.InferOutput<typeof JournalSchema>

/** GET /api/proxy/journal/{id}.json, POST /api/proxy/journals.json and POST .../reverse.json. */
export const JournalAnswerSchema = v.object({ journal: JournalSchema })

/** A general-ledger line of one account, with the balance after it. */
export const LedgerLineSchema = v.object({
  id: v.number(),
  date: v.string(),
  narration: v.string(),
  description: v.string(),
  debit: v.number(),
  credit: v.number(),
  tax: v.number(),
  balance: v.number(),
  cost_centre: v.nullable(v.string()),
  journal_id: v.number(),
  source_kind: v.string(),
  source_id: v.nullable(v.number()),
  link: v.string(),
})
export type LedgerLine = v.InferOutput<typeof LedgerLineSchema>

/** GET /api/proxy/general-ledger.json?account_id=: one account's lines over the period. */
export const AccountLedgerSchema = v.object({
  account: v.object({ id: v.number(), code: v.string(), name: v.string(), type: v.string() }),
  from: v.string(),
  to: v.string(),
  opening_balance: v.number(),
  closing_balance: v.number(),
  lines: v.array(LedgerLineSchema),
  more: v.boolean(),
})

/** An account's line of a report section: its amount in the section's natural sign, cents. */
export const ReportLineSchema = v.object({
  accountId: v.number(),
  code: v.string(),
  name: v.string(),
  amount: v.number(),
})

/** A report section: its accounts' lines and their total, cents. */
export const ReportSectionSchema = v.object({ lines: v.array(ReportLineSchema), total: v.number() })
export type ReportSection = v.InferOutput<typeof ReportSectionSchema>

/** A profit and loss over one period (profitAndLoss). */
export const ProfitAndLossSchema = v.object({
  income: ReportSectionSchema,
  costOfSales: ReportSectionSchema,
  grossProfit: v.number(),
  expenses: ReportSectionSchema,
  netProfit: v.number(),
})

/** GET /api/proxy/reports/profit-and-loss.json: the period asked, then its comparison periods. */
export const ProfitAndLossAnswerSchema = v.object({
  periods: v.array(v.object({ from: v.string(), to: v.string(), report: ProfitAndLossSchema })),
})

/** A balance sheet at one date (balanceSheet). */
export const BalanceSheetSchema = v.object({
  assets: ReportSectionSchema,
  liabilities: ReportSectionSchema,
  equity: v.object({
    lines: v.array(ReportLineSchema),
    currentYearEarnings: v.number(),
    total: v.number(),
  }),
  netAssets: v.number(),
})

/** GET /api/proxy/reports/balance-sheet.json: the date asked, then a year before it for each comparison. */
export const BalanceSheetAnswerSchema = v.object({
  dates: v.array(v.object({ date: v.string(), report: BalanceSheetSchema })),
})

/** A trial balance at one date (trialBalance): each account's net in its debit or credit column. */
export const TrialBalanceSchema = v.object({
  rows: v.array(
    v.object({
      id: v.number(),
      code: v.string(),
      name: v.string(),
      type: v.string(),
      debit: v.number(),
      credit: v.number(),
    }),
  ),
  debit: v.number(),
  credit: v.number(),
})

/** GET /api/proxy/reports/trial-balance.json: the date asked, then a year before it for each comparison. */
export const TrialBalanceAnswerSchema = v.object({
  dates: v.array(v.object({ date: v.string(), report: TrialBalanceSchema })),
})

/** GET /api/proxy/reports/bas.json: a period's BAS figures by label (cents), as lodged (whole dollars). */
export const BasAnswerSchema = v.object({
  from: v.string(),
  to: v.string(),
  basis: v.picklist(['accrual', 'cash']),
  figures: v.record(v.string(), v.number()),
  worksheet: v.record(v.string(), v.number()),
  netGst: v.number(),
  lodged: v.record(v.string(), v.number()),
})

/** The books' calendar: the open period, the lock date and the financial year's first month. */
export const BooksSettingsAnswerSchema = v.object({
  settings: v.object({
    open_from: v.nullable(v.string()),
    open_to: v.nullable(v.string()),
    lock_date: v.nullable(v.string()),
    financial_year_start_month: v.number(),
    books_timezone: v.string(),
  }),
})
export type BooksSettings = v.InferOutput<typeof BooksSettingsAnswerSchema>['settings']

/** What a journal file would post: each row read with its errors, and whether the whole file may post. */
export const JournalImportPreviewSchema = v.object({
  rows: v.array(
    v.object({
      line: v.number(),
      description: v.string(),
      accountCode: v.string(),
      amount: v.nullable(v.number()),
      errors: v.array(v.string()),
    }),
  ),
  file_errors: v.array(v.string()),
  ok: v.boolean(),
  warning: v.string(),
  total: v.number(),
})
export type JournalImportPreview = v.InferOutput<typeof JournalImportPreviewSchema>

/** POST /api/proxy/journals/import.json: the preview, and the journal when it was committed. */
export const JournalImportAnswerSchema = v.object({
  preview: JournalImportPreviewSchema,
  journal: v.optional(JournalSchema),
})

/** POST /api/proxy/invoice/{id}/email.json: the address the invoice went to, beside the invoice. */
export const InvoiceEmailedSchema = v.object({ emailed_to: v.string() })
