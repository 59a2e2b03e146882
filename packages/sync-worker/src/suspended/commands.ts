import type { SaleClaim } from '@pos/core'
import { IndexeddbPersistence } from 'y-indexeddb'
import * as Y from 'yjs'
import { type ClaimAnswer, type SuspendedSale, SuspendedSales, shareBetweenTabs } from './suspended-sales.ts'

/**
 * Suspend and retrieve (issue 6 part B): one Yjs document per store, kept in IndexedDB (y-indexeddb) and
 * shared live between this browser's tabs (BroadcastChannel), offline too. Between registers the document
 * is to be synced by y-websocket through the server (not built yet: see the package README).
 */
export type SuspendedCommands = {
  list(storeId: string): Promise<SuspendedSale[]>
  suspend(storeId: string, entry: SuspendedSale): Promise<void>
  claim(storeId: string, saleId: string, claim: SaleClaim): Promise<ClaimAnswer>
  owns(storeId: string, saleId: string, client: string): Promise<boolean>
  release(storeId: string, saleId: string): Promise<void>
}

export function createSuspendedCommands(companyOf: () => Promise<string>): SuspendedCommands {
  const open = new Map<string, Promise<SuspendedSales>>()

  async function of(storeId: string): Promise<SuspendedSales> {
    const name = `pos-local-${await companyOf()}-suspended-${storeId}`
    let found = open.get(name)
    if (!found) {
      found = (async () => {
        const doc = new Y.Doc()
        await new IndexeddbPersistence(name, doc).whenSynced
        shareBetweenTabs(doc, name)
        return new SuspendedSales(doc)
      })()
      open.set(name, found)
    }
    return found
  }

  return {
    list: async (storeId) => (await of(String(storeId))).list(),
    suspend: async (storeId, entry) => (await of(String(storeId))).suspend(entry),
    claim: async (storeId, saleId, claim) => (await of(String(storeId))).claim(saleId, claim),
    owns: async (storeId, saleId, client) => (await of(String(storeId))).owns(saleId, client),
    release: async (storeId, saleId) => (await of(String(storeId))).release(saleId),
  }
}
