import { CLAIM_LOST_MESSAGE, claimOwner, type SaleClaim } from '@pos/core'
import * as Y from 'yjs'

type Row = Record<string, unknown>

/** A suspended sale as the store's document keeps it: the sale (a plain object), who suspended it, when. */
export type SuspendedSale = { id: string; sale: Row; suspended_at: number; register: string; label: string }

export type ClaimAnswer = { ok: true; sale: Row } | { ok: false; message: string }

/**
 * The suspended sales of one store, in one Yjs document (ARCHITECTURE.md "Sharing"): `sales` maps a sale id
 * to the suspended sale (a plain object, replaced whole), `claims` maps `{sale id}|{client}` to a claim. A
 * claim is never removed while the sale is listed, so two registers that claimed apart both see both claims
 * once their documents merge, and core's `claimOwner` gives every replica the same single owner [CLAIM1].
 * The owner deletes the sale when it has taken it; a loser is told [CLAIM2].
 */
export class SuspendedSales {
  readonly sales: Y.Map<SuspendedSale>
  readonly claims: Y.Map<SaleClaim & { sale: string }>

  constructor(readonly doc: Y.Doc) {
    this.sales = doc.getMap('sales')
    this.claims = doc.getMap('claims')
  }

  /**
   * Lists the sale. A sale that was retrieved and is suspended again keeps its id: the claims of its last
   * retrieval go, so that it is listed and can be claimed anew.
   */
  suspend(entry: SuspendedSale): void {
    this.doc.transact(() => {
      for (const [key, claim] of this.claims) if (claim.sale === entry.id) this.claims.delete(key)
      this.sales.set(entry.id, entry)
    })
  }

  /** Sales waiting to be retrieved (not yet claimed), oldest first. */
  list(): SuspendedSale[] {
    return [...this.sales.values()]
      .filter((entry) => this.claimsOf(entry.id).length === 0)
      .sort((a, b) => a.suspended_at - b.suspended_at)
  }

  claimsOf(saleId: string): SaleClaim[] {
    const found: SaleClaim[] = []
    for (const claim of this.claims.values()) {
      if (claim.sale === saleId) found.push({ client: claim.client, register: claim.register, at: claim.at })
    }
    return found
  }

  /** Records this client's claim and answers whether it owns the sale as far as this replica knows. */
  claim(saleId: string, claim: SaleClaim): ClaimAnswer {
    const entry = this.sales.get(saleId)
    if (!entry || (this.claimsOf(saleId).length > 0 && !this.owns(saleId, claim.client)))
      return { ok: false, message: CLAIM_LOST_MESSAGE }
    this.doc.transact(() => this.claims.set(`${saleId}|${claim.client}`, { ...claim, sale: saleId }))
    return this.owns(saleId, claim.client)
      ? { ok: true, sale: entry.sale }
      : { ok: false, message: CLAIM_LOST_MESSAGE }
  }

  /** Whether `client` owns the sale now (false once another claim wins after a merge). */
  owns(saleId: string, client: string): boolean {
    return claimOwner(this.claimsOf(saleId))?.client === client
  }

  /**
   * The owner has taken the sale: it leaves the list. Its claims stay, so a register that claimed it while
   * apart still loses to the owner when the documents merge.
   */
  release(saleId: string): void {
    this.doc.transact(() => this.sales.delete(saleId))
  }
}

/** Relays a document's updates to other tabs of this browser over a BroadcastChannel (no server needed). */
export function shareBetweenTabs(doc: Y.Doc, channelName: string): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(channelName)
  const fromChannel = Symbol('broadcast')
  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin !== fromChannel) channel.postMessage({ type: 'update', update })
  }
  channel.onmessage = (event: MessageEvent<{ type: string; update?: Uint8Array }>) => {
    if (event.data.type === 'update' && event.data.update) Y.applyUpdate(doc, event.data.update, fromChannel)
    if (event.data.type === 'hello')
      channel.postMessage({ type: 'update', update: Y.encodeStateAsUpdate(doc) })
  }
  doc.on('update', onUpdate)
  // A tab that opens asks the others for what they hold.
  channel.postMessage({ type: 'hello' })
  return () => {
    doc.off('update', onUpdate)
    channel.close()
  }
}
