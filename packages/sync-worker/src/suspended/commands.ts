import type { SaleClaim } from '@pos/core'
import { CLAIM_LOST_MESSAGE } from '@pos/core'
import { IndexeddbPersistence } from 'y-indexeddb'
import { WebsocketProvider } from 'y-websocket'
import * as Y from 'yjs'
import { type ClaimAnswer, type SuspendedSale, SuspendedSales, shareBetweenTabs } from './suspended-sales.ts'

/** A sale this worker's tab retrieved whose claim lost once the documents merged [CLAIM2]. */
export type ClaimLost = { store: string; sale: string; client: string; message: string }

/**
 * Suspend and retrieve (issue 6): one Yjs document per store, kept in IndexedDB (y-indexeddb), shared live
 * between this browser's tabs (BroadcastChannel, offline too) and between registers through the server's
 * `/api/yjs/suspended_{store}` (y-websocket; it reconnects by itself when the connection returns).
 */
export type SuspendedCommands = {
  list(storeId: string): Promise<SuspendedSale[]>
  suspend(storeId: string, entry: SuspendedSale): Promise<void>
  claim(storeId: string, saleId: string, claim: SaleClaim): Promise<ClaimAnswer>
  owns(storeId: string, saleId: string, client: string): Promise<boolean>
  release(storeId: string, saleId: string): Promise<void>
  /** Calls `listener` (Comlink-proxied) when a sale retrieved here is lost to another register's claim. */
  onClaimLost(listener: (lost: ClaimLost) => void): Promise<void>
  /**
   * Calls `listener` (Comlink-proxied) with the store's waiting sales now and after every change to them, from
   * this tab, another tab or another register, until `unwatch` with the answered token.
   */
  watch(storeId: string, listener: (sales: SuspendedSale[]) => void): Promise<number>
  unwatch(token: number): Promise<void>
  /** Whether the store's document is connected to the server (tests, the screen's status). */
  connected(storeId: string): Promise<boolean>
}

export type SuspendedOptions = {
  /** The server's origin (http or https): the document syncs with `ws(s)://…/api/yjs`. None: tabs only. */
  baseUrl?: string | undefined
  /** A WebSocket class (Node tests pass one that sends the session cookie). */
  WebSocketPolyfill?: typeof WebSocket | undefined
}

type Opened = { sales: SuspendedSales; provider: WebsocketProvider | undefined }

export function createSuspendedCommands(
  companyOf: () => Promise<string>,
  options: SuspendedOptions = {},
): SuspendedCommands {
  const open = new Map<string, Promise<Opened>>()
  /** Claims this worker made and still owns, by `{store}|{sale}`: watched for a loss after a merge. */
  const mine = new Map<string, ClaimLost>()
  const listeners = new Set<(lost: ClaimLost) => void>()
  const watchers = new Map<number, () => void>()
  let nextWatch = 1

  function watch(storeId: string, sales: SuspendedSales) {
    sales.doc.on('update', () => {
      for (const [key, claim] of mine) {
        if (claim.store !== storeId || sales.owns(claim.sale, claim.client)) continue
        mine.delete(key)
        for (const listener of listeners) listener(claim)
      }
    })
  }

  async function opened(storeId: string): Promise<Opened> {
    const name = `pos-local-${await companyOf()}-suspended-${storeId}`
    let found = open.get(name)
    if (!found) {
      found = (async () => {
        const doc = new Y.Doc()
        await new IndexeddbPersistence(name, doc).whenSynced
        shareBetweenTabs(doc, name)
        let provider: WebsocketProvider | undefined
        if (options.baseUrl && /^\d+$/.test(storeId)) {
          const server = `${options.baseUrl.replace(/^http/, 'ws').replace(/\/$/, '')}/api/yjs`
          provider = new WebsocketProvider(server, `suspended_${storeId}`, doc, {
            disableBc: true,
            ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill } : {}),
          })
        }
        const sales = new SuspendedSales(doc)
        watch(storeId, sales)
        return { sales, provider }
      })()
      open.set(name, found)
    }
    return found
  }
  const of = async (storeId: string) => (await opened(String(storeId))).sales

  return {
    list: async (storeId) => (await of(storeId)).list(),
    suspend: async (storeId, entry) => (await of(storeId)).suspend(entry),
    claim: async (storeId, saleId, claim) => {
      const answer = (await of(storeId)).claim(saleId, claim)
      if (answer.ok) {
        mine.set(`${storeId}|${saleId}`, {
          store: String(storeId),
          sale: saleId,
          client: claim.client,
          message: CLAIM_LOST_MESSAGE,
        })
      }
      return answer
    },
    owns: async (storeId, saleId, client) => (await of(storeId)).owns(saleId, client),
    release: async (storeId, saleId) => (await of(storeId)).release(saleId),
    onClaimLost: async (listener) => {
      listeners.add(listener)
    },
    watch: async (storeId, listener) => {
      const sales = await of(storeId)
      const token = nextWatch++
      // One call per burst of updates (a merge applies many), with the list as it is after them.
      let pending = false
      const onUpdate = () => {
        if (pending) return
        pending = true
        queueMicrotask(() => {
          pending = false
          if (watchers.has(token)) listener(sales.list())
        })
      }
      sales.doc.on('update', onUpdate)
      watchers.set(token, () => sales.doc.off('update', onUpdate))
      listener(sales.list())
      return token
    },
    unwatch: async (token) => {
      watchers.get(token)?.()
      watchers.delete(token)
    },
    connected: async (storeId) => (await opened(String(storeId))).provider?.wsconnected ?? false,
  }
}
