import {
  AdyenSettingsAnswerSchema,
  IntegrationListSchema,
  LinklySettingsAnswerSchema,
  type TerminalProvider,
  TerminalTransactionListSchema,
} from '@pos/core'
import { answers } from '../../api/answers.ts'

/** The integration settings API (server: /api/proxy/integrations*). Secrets go in, never come back. */
export const listIntegrations = (signal: AbortSignal) =>
  answers.get(IntegrationListSchema, 'proxy/integrations.json', { signal })

export const getLinkly = (signal: AbortSignal) =>
  answers.get(LinklySettingsAnswerSchema, 'proxy/integrations/linkly.json', { signal })
export const getAdyen = (signal: AbortSignal) =>
  answers.get(AdyenSettingsAnswerSchema, 'proxy/integrations/adyen.json', { signal })

export const saveLinkly = (input: Record<string, unknown>) =>
  answers.put(LinklySettingsAnswerSchema, 'proxy/integrations/linkly.json', input)
export const saveAdyen = (input: Record<string, unknown>) =>
  answers.put(AdyenSettingsAnswerSchema, 'proxy/integrations/adyen.json', input)

export const recentTransactions = (provider: TerminalProvider, signal: AbortSignal) =>
  answers.get(TerminalTransactionListSchema, `proxy/integrations/${provider}/transactions.json`, { signal })
