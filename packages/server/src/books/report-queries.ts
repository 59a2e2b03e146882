import {
  type AccountTotals,
  type AccountType,
  type BasInput,
  cashBasisShare,
  isTaxType,
  type ReportAccount,
} from '@pos/core'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'

type Db = Kysely<Database>

/** The company's accounts as the reports read them, and its Retained Earnings account. */
export async function reportAccounts(db: Db, companyId: number) {
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'code', 'name', 'type', 'role', 'cost_of_sales', 'archived'])
    .where('company_id', '=', companyId)
    .orderBy('code')
    .execute()
  const accounts: ReportAccount[] = rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type as AccountType,
    costOfSales: row.cost_of_sales,
  }))
  const retained = rows.find((row) => row.role === 'retained_earnings')?.id ?? null
  return { accounts, retained }
}

export type Period = { from?: string | undefined; to?: string | undefined; costCentreId?: number | undefined }

/** Debits and credits per account over a period (either end open), optionally of one cost centre. */
export async function accountTotals(db: Db, companyId: number, period: Period): Promise<AccountTotals[]> {
  let query = db
    .selectFrom('journal_lines')
    .select([
      'account_id',
      sql<string>`coalesce(sum(amount) FILTER (WHERE amount > 0), 0)`.as('debit'),
      sql<string>`coalesce(-sum(amount) FILTER (WHERE amount < 0), 0)`.as('credit'),
    ])
    .where('company_id', '=', companyId)
    .groupBy('account_id')
  if (period.from) query = query.where('date', '>=', period.from)
  if (period.to) query = query.where('date', '<=', period.to)
  if (period.costCentreId) query = query.where('cost_centre_id', '=', period.costCentreId)
  const rows = await query.execute()
  return rows.map((row) => ({
    accountId: row.account_id,
    debit: Number(row.debit),
    credit: Number(row.credit),
  }))
}

/**
 * The BAS inputs of a period: Σ amount and Σ GST per tax type. Accrual: every line dated in the period. Cash:
 * sales, payments and the other postings paid when made, manual journals only when flagged for cash basis,
 * and invoices only as far as they were paid in the period (core cashBasisShare).
 */
export async function basInputs(
  db: Db,
  companyId: number,
  from: string,
  to: string,
  basis: 'accrual' | 'cash',
): Promise<BasInput[]> {
  const rows =
    basis === 'accrual'
      ? await sql<{ tax_type: string; amount: string; tax: string }>`
          SELECT tax_type, sum(amount) AS amount, sum(tax) AS tax FROM journal_lines
          WHERE company_id = ${companyId} AND date BETWEEN ${from} AND ${to} AND tax_type <> 'BASEXCLUDED'
          GROUP BY tax_type`.execute(db)
      : await sql<{ tax_type: string; amount: string; tax: string }>`
          SELECT l.tax_type, sum(l.amount) AS amount, sum(l.tax) AS tax
          FROM journal_lines l JOIN journals j ON j.id = l.journal_id
          WHERE l.company_id = ${companyId} AND l.date BETWEEN ${from} AND ${to} AND l.tax_type <> 'BASEXCLUDED'
            AND j.source_kind NOT IN ('invoice', 'invoice_cancel')
            AND (j.source_kind NOT IN ('manual', 'import') OR j.cash_basis)
          GROUP BY l.tax_type`.execute(db)
  const inputs: BasInput[] = rows.rows.flatMap((row) =>
    isTaxType(row.tax_type)
      ? [{ taxType: row.tax_type, amount: Number(row.amount), tax: Number(row.tax) }]
      : [],
  )
  if (basis === 'cash') inputs.push(...(await invoicesPaidIn(db, companyId, from, to)))
  return inputs
}

async function invoicesPaidIn(db: Db, companyId: number, from: string, to: string): Promise<BasInput[]> {
  const paid = await sql<{ invoice_id: string; total: string; paid: string }>`
    SELECT p.invoice_id, i.total, sum(p.amount) AS paid
    FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
    WHERE p.company_id = ${companyId} AND p.date BETWEEN ${from} AND ${to}
    GROUP BY p.invoice_id, i.total`.execute(db)
  const inputs: BasInput[] = []
  for (const row of paid.rows) {
    const lines = await sql<{ tax_type: string; amount: string; tax: string }>`
      SELECT l.tax_type, l.amount, l.tax FROM journal_lines l
      WHERE l.company_id = ${companyId} AND l.source_kind = 'invoice' AND l.source_id = ${row.invoice_id}
        AND l.tax_type <> 'BASEXCLUDED'`.execute(db)
    const typed = lines.rows.flatMap((line) =>
      isTaxType(line.tax_type)
        ? [{ taxType: line.tax_type, amount: Number(line.amount), tax: Number(line.tax) }]
        : [],
    )
    inputs.push(...cashBasisShare(typed, Number(row.total), Number(row.paid)))
  }
  return inputs
}

/** The documents behind BAS tax types in a period: one row per source, its tax-inclusive amount and GST. */
export async function basDocuments(
  db: Db,
  companyId: number,
  from: string,
  to: string,
  taxTypes: readonly string[],
) {
  if (taxTypes.length === 0) return []
  const rows = await sql<{
    source_kind: string
    source_id: string
    date: string
    narration: string
    amount: string
    tax: string
  }>`
    SELECT l.source_kind, l.source_id, j.date::text AS date, j.narration, sum(l.amount) AS amount, sum(l.tax) AS tax
    FROM journal_lines l JOIN journals j ON j.id = l.journal_id
    WHERE l.company_id = ${companyId} AND l.date BETWEEN ${from} AND ${to}
      AND l.tax_type IN (${sql.join(taxTypes)})
    GROUP BY l.source_kind, l.source_id, j.date, j.narration
    ORDER BY j.date, l.source_kind, l.source_id
    LIMIT 5000`.execute(db)
  return rows.rows.map((row) => ({
    source_kind: row.source_kind,
    source_id: Number(row.source_id),
    date: row.date,
    narration: row.narration,
    amount: Number(row.amount),
    tax: Number(row.tax),
  }))
}
