import type { RunningSims } from '@pos/sim'
import { expect } from 'vitest'
import type { TestApp } from './test-app.ts'

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
