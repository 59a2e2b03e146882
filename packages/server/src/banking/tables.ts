import type { ColumnType, Generated } from 'kysely'

type BigIntColumn = ColumnType<string | number | bigint, bigint | number | string, bigint | number | string>
type DateColumn = ColumnType<string | Date, string, string>
type Id = Generated<string | number>

/** Banking and fixed assets: see migration 1100-banking. */
export interface BankStatementsTable {
  id: Id
  company_id: number
  account_id: number
  file_name: Generated<string>
  format: string
  start_date: DateColumn | null
  end_date: DateColumn | null
  closing_balance: BigIntColumn | null
  line_count: Generated<number>
  duplicate_count: Generated<number>
  user_id: number | null
  created: Generated<Date>
}

export interface BankReconciliationsTable {
  id: Id
  company_id: number
  account_id: number
  user_id: number | null
  created: Generated<Date>
}

export interface BankStatementLinesTable {
  id: Id
  company_id: number
  statement_id: string | number
  account_id: number
  date: DateColumn
  description: string
  reference: string
  amount: BigIntColumn
  fingerprint: string
  reconciliation_id: string | number | null
}

export interface BankReconciledLinesTable {
  company_id: number
  reconciliation_id: string | number
  journal_line_id: string | number
}

export interface FixedAssetTypesTable {
  id: Generated<number>
  company_id: number
  name: string
  asset_account_id: number
  depreciation_account_id: number
  expense_account_id: number
  period: string
  method: string
  effective_life_years: ColumnType<string | number, string | number, string | number>
  full_depreciation: boolean
  archived: Generated<boolean>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface FixedAssetsTable {
  id: Generated<number>
  company_id: number
  name: string
  number: string
  fixed_asset_type_id: number
  purchase_date: DateColumn
  cost: BigIntColumn
  cost_centre_id: number | null
  status: Generated<string>
  status_date: DateColumn | null
  proceeds: Generated<BigIntColumn>
  description: Generated<string>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface FixedAssetDepreciationsTable {
  id: Id
  company_id: number
  fixed_asset_id: number
  period_start: DateColumn
  period_end: DateColumn
  amount: BigIntColumn
  created: Generated<Date>
}

export interface BankingTables {
  bank_statements: BankStatementsTable
  bank_reconciliations: BankReconciliationsTable
  bank_statement_lines: BankStatementLinesTable
  bank_reconciled_lines: BankReconciledLinesTable
  fixed_asset_types: FixedAssetTypesTable
  fixed_assets: FixedAssetsTable
  fixed_asset_depreciations: FixedAssetDepreciationsTable
}
