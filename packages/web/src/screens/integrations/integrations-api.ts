import type { AdyenSettings, LinklySettings, TerminalProvider, TerminalTransactionRecord } from '@pos/core'
import { api } from '../../api/client.ts'

/** The integration settings API (server: /api/proxy/integrations*). Secrets go in, never come back. */
export type IntegrationRow = { name: string; enabled: boolean; available: boolean }

export const listIntegrations = (signal: AbortSignal) =>
  api.get<{ integrations: IntegrationRow[] }>('proxy/integrations.json', { signal })

export const getLinkly = (signal: AbortSignal) =>
  api.get<{ settings: LinklySettings }>('proxy/integrations/linkly.json', { signal })
export const getAdyen = (signal: AbortSignal) =>
  api.get<{ settings: AdyenSettings }>('proxy/integrations/adyen.json', { signal })

export const saveLinkly = (input: Record<string, unknown>) =>
  api.put<{ settings: LinklySettings }>('proxy/integrations/linkly.json', input)
export const saveAdyen = (input: Record<string, unknown>) =>
  api.put<{ settings: AdyenSettings }>('proxy/integrations/adyen.json', input)

export const recentTransactions = (provider: TerminalProvider, signal: AbortSignal) =>
  api.get<{ transactions: TerminalTransactionRecord[] }>(`proxy/integrations/${provider}/transactions.json`, {
    signal,
  })
