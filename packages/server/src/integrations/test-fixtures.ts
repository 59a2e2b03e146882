import type { DatabaseHandle } from '../db/open-database.ts'
import { createTransactionStore } from './transactions.ts'

/** The tables issue 7 adds, for tests that read every table. */
export const TERMINAL_TABLES = ['integration_settings', 'terminal_transactions'] as const

/** One stored transaction per provider for `companyId`: their session ids, for routes that take `:session`. */
export async function insertTerminalFixtures(
  database: DatabaseHandle,
  companyId: number,
): Promise<Record<'linkly' | 'adyen', string>> {
  const store = createTransactionStore(database)
  const open = (provider: 'linkly' | 'adyen') =>
    store.open({
      companyId,
      userId: null,
      provider,
      registerId: 'fixture',
      receiptNumber: `FIX-${provider}`,
      amount: 100,
      currency: 'AUD',
      terminalId: provider === 'adyen' ? 'V400m-324688179' : null,
    })
  return { linkly: (await open('linkly')).row.session, adyen: (await open('adyen')).row.session }
}

/** Puts the real ids into a route pattern's `:session` (GET …/{provider}/transaction|receipt/:session). */
export function withSession(path: string, sessions: Record<'linkly' | 'adyen', string>): string {
  return path.replace(
    /\/(linkly|adyen)\/(transaction|receipt)\/:session$/,
    (_, provider: 'linkly' | 'adyen', kind: string) => `/${provider}/${kind}/${sessions[provider]}`,
  )
}
