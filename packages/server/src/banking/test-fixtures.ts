import type { TestApp } from '../test/test-app.ts'

/** The banking tables that are not resources, for tests that check a route changed nothing. */
export const BANKING_TABLES = [
  'bank_statements',
  'bank_statement_lines',
  'bank_reconciliations',
  'bank_reconciled_lines',
  'fixed_asset_depreciations',
] as const

/** A statement imported into the company's bank account `bankAccount`: ids by path segment. */
export async function insertBankingFixtures(
  t: TestApp,
  cookie: string,
  bankAccount: number,
  marker: string,
): Promise<Record<string, number>> {
  const response = await t.request('POST', `/api/proxy/bankaccount/${bankAccount}/import.json`, {
    cookie,
    body: {
      format: 'csv',
      text: `01/07/2025,123.45,${marker} deposit\n02/07/2025,-20.00,${marker} fee\n`,
      file_name: `${marker}.csv`,
      commit: true,
    },
  })
  if (response.status !== 200) throw new Error(`statement fixture: ${JSON.stringify(response.body)}`)
  return {
    bankaccount: bankAccount,
    bankstatement: (response.body as { statement: { id: number } }).statement.id,
  }
}
