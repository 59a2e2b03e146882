import type { RegisterCache } from '@pos/core'
import { REGISTER_CACHES } from '@pos/core'
import { clearDocument, IndexeddbPersistence, storeState } from 'y-indexeddb'
import * as Y from 'yjs'

/**
 * The local database (ARCHITECTURE.md): one Yjs document per kind, persisted by y-indexeddb, each table a
 * Y.Map keyed by id whose values are plain objects (replaced whole on change, never nested Y.Maps: 5x less
 * memory, performance.md M1/M2). Catalog documents live apart from the sale queue. The spec's items table
 * lives inside the products' values (as the server sends them); the worker's index reaches items by id.
 */
export const CACHE_TABLES = {
  product: ['products', 'deleted_products', 'deleted_items'],
  price: ['prices', 'deleted_prices'],
  posstaff: ['poscodes'],
  promotion: ['promotions'],
  discount_reasons: ['discount_reasons'],
  return_reasons: ['return_reasons'],
  custom_scripts: ['custom_scripts'],
} as const satisfies Record<RegisterCache, readonly string[]>

/** Origin of the sync's transactions, so observers can tell sync writes from loads. */
export const SYNC_ORIGIN = 'sync'

/**
 * y-indexeddb appends a full-state row on every open and only compacts at 500 rows (performance.md §1,
 * y-indexeddb #31). Past this many rows we compact at once: a 100k catalog is ~15 MB a row.
 */
const COMPACT_AT_ROWS = 40

export type Doc = {
  name: string
  doc: Y.Doc
  persistence: IndexeddbPersistence
  table(name: string): Y.Map<unknown>
  /** Sync cursors and facts of this document (updated_min, deleted_min, last sync). */
  meta: Y.Map<unknown>
}

/** Opens (and loads) one document from IndexedDB. */
export async function openDoc(name: string): Promise<Doc> {
  const doc = new Y.Doc({ gc: true })
  const persistence = new IndexeddbPersistence(name, doc)
  await persistence.whenSynced
  if (persistence._dbsize > COMPACT_AT_ROWS) await storeState(persistence, true)
  return {
    name,
    doc,
    persistence,
    table: (table) => doc.getMap(table),
    meta: doc.getMap('meta'),
  }
}

/** Merges the document's update rows into one when they have piled up (after a sync). */
export async function compact(doc: Doc): Promise<void> {
  if (doc.persistence._dbsize > COMPACT_AT_ROWS) await storeState(doc.persistence, true)
}

/**
 * Applies an update from elsewhere (the catalog bootstrap) and keeps those very bytes as its row in IndexedDB:
 * y-indexeddb would otherwise encode the transaction's update again from the document (about a third of the
 * cost of applying it: 0.4 s for 10,000 products in Node).
 */
export function applyAndStore(doc: Doc, update: Uint8Array, origin: unknown): void {
  const store = doc.persistence._storeUpdate
  doc.doc.off('update', store)
  try {
    Y.applyUpdate(doc.doc, update, origin)
  } finally {
    doc.doc.on('update', store)
  }
  store(update, null)
}

export async function closeDoc(doc: Doc): Promise<void> {
  await doc.persistence.destroy()
  doc.doc.destroy()
}

/** The IndexedDB database names of a company's local database. */
export function docNames(companyId: string) {
  const prefix = `pos-local-${companyId}`
  return {
    meta: `${prefix}-meta`,
    cache: (cache: RegisterCache) => `${prefix}-${cache}`,
  }
}

/** Deletes the caches' databases (a schema version change): never the sale queue. */
export async function dropCaches(companyId: string): Promise<void> {
  const names = docNames(companyId)
  for (const cache of REGISTER_CACHES) await clearDocument(names.cache(cache))
}

export async function dropCache(companyId: string, cache: RegisterCache): Promise<void> {
  await clearDocument(docNames(companyId).cache(cache))
}

/** The keys of `map` a transaction changed, or null when it changed none. */
export function changedKeys(transaction: Y.Transaction, map: Y.Map<unknown>): string[] | null {
  const keys = (transaction.changed as Map<unknown, Set<string | null>>).get(map)
  return keys ? [...keys].filter((key): key is string => key !== null) : null
}
