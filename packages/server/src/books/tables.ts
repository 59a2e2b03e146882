import type { ColumnType, Generated } from 'kysely'

type BigIntColumn = ColumnType<string | number | bigint, bigint | number | string, bigint | number | string>
/** A date column: read as text YYYY-MM-DD (see open-database's type parser) or a Date, written as text. */
type DateColumn = ColumnType<string | Date, string, string>

/** The books (issue 15): see migration 0800-books. */
export interface AccountsTable {
  id: Generated<number>
  company_id: number
  code: string
  name: string
  type: string
  role: string | null
  tax_rate_id: number | null
  description: Generated<string>
  cost_of_sales: Generated<boolean>
  bank_account_name: Generated<string>
  bank_bsb: Generated<string>
  bank_account_number: Generated<string>
  archived: Generated<boolean>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface TaxRatesTable {
  id: Generated<number>
  company_id: number
  name: string
  tax_type: string
  percent: ColumnType<string | number, string | number, string | number>
  archived: Generated<boolean>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface CostCentresTable {
  id: Generated<number>
  company_id: number
  name: string
  code: Generated<string>
  archived: Generated<boolean>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface JournalsTable {
  id: Generated<string | number>
  company_id: number
  date: DateColumn
  narration: Generated<string>
  source_kind: string
  source_id: string | number | null
  reverses_id: string | number | null
  cash_basis: Generated<boolean>
  user_id: number | null
  created: Generated<Date>
}

export interface JournalLinesTable {
  id: Generated<string | number>
  journal_id: string | number
  company_id: number
  date: DateColumn
  account_id: number
  amount: BigIntColumn
  tax_type: string
  tax: BigIntColumn
  tax_rate_id: number | null
  cost_centre_id: number | null
  description: string
  source_kind: string
  source_id: string | number | null
}

export interface InvoicesTable {
  id: Generated<string | number>
  company_id: number
  number: string
  customer_id: number | null
  contact_name: string
  contact_email: string
  reference: string
  date: DateColumn
  due_date: DateColumn
  status: Generated<string>
  tax_inclusive: boolean
  total: BigIntColumn
  tax: BigIntColumn
  paid: Generated<BigIntColumn>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface InvoiceLinesTable {
  id: Generated<string | number>
  invoice_id: string | number
  company_id: number
  position: number
  description: string
  account_id: number
  tax_rate_id: number
  quantity: number
  unit_price: BigIntColumn
  amount: BigIntColumn
  tax: BigIntColumn
}

export interface InvoicePaymentsTable {
  id: Generated<string | number>
  invoice_id: string | number
  company_id: number
  date: DateColumn
  amount: BigIntColumn
  payment_method_id: number | null
  created: Generated<Date>
}

export interface BooksTables {
  accounts: AccountsTable
  tax_rates: TaxRatesTable
  cost_centres: CostCentresTable
  journals: JournalsTable
  journal_lines: JournalLinesTable
  invoices: InvoicesTable
  invoice_lines: InvoiceLinesTable
  invoice_payments: InvoicePaymentsTable
}
