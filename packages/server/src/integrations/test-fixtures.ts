import type { RunningSims } from '@pos/sim'
import { expect } from 'vitest'
import type { DatabaseHandle } from '../db/open-database.ts'
import type { TestApp } from '../test/test-app.ts'
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

/**
 * Points the company's Adyen and Linkly settings at the running simulators (Linkly paired with the simulator's
 * pair code); gives the Adyen notification path the simulator is to post to.
 */
export async function useSimTerminals(t: TestApp, cookie: string, sims: RunningSims): Promise<string> {
  const adyen = await t.request('PUT', '/api/proxy/integrations/adyen.json', {
    cookie,
    body: {
      enabled: true,
      environment: 'custom',
      base_url: sims.adyen.url,
      merchant_account: 'SimMerchant',
      terminals: [{ poiid: 'V400m-324688179', name: 'Counter' }],
      api_key: 'adyen-sim-key',
    },
  })
  expect(adyen.status).toBe(200)
  const linkly = await t.request('PUT', '/api/proxy/integrations/linkly.json', {
    cookie,
    body: {
      enabled: true,
      environment: 'custom',
      auth_base_url: sims.linkly.url,
      username: 'linkly-sim',
      password: 'linkly-sim-password',
      pair_code: '123456',
    },
  })
  expect(linkly.status).toBe(200)
  return (adyen.body as { settings: { notification_path: string } }).settings.notification_path
}
