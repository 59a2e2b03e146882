import { type ItemFacts, itemFacts, lineFromItem, minor, type SaleLine } from '@pos/core'
import type { ItemMatch, LocalDatabaseRemote, ProductMatch, ScanMatch } from '@pos/sync-worker'
import { t } from '../../i18n/index.ts'
import { newId } from './sale-model.ts'

export type Found =
  | { kind: 'line'; line: SaleLine; facts: ItemFacts }
  | { kind: 'choices'; results: ProductMatch[] }
  /** `loading`: the register's first sync of the products has not finished, so the code may yet arrive. */
  | { kind: 'none'; loading?: boolean }
  | { kind: 'no-price'; name: string }

/** A sale line of one unit of a found item, priced today from the local database. */
export async function lineOf(db: LocalDatabaseRemote, match: ItemMatch): Promise<Found> {
  return lineAt(match, await db.prices.priceOn(match.item.id))
}

/** The line of an exact scan's answer (or why there is none: no price today). */
export function lineOfScan(exact: ScanMatch): Found {
  return lineAt(exact.match, exact.price)
}

function lineAt(match: ItemMatch, price: ScanMatch['price']): Found {
  if (!price) return { kind: 'no-price', name: match.product.name }
  const product = { ...match.product, items: [] }
  const line = lineFromItem(product, match.item, minor(price.price), { id: newId(), quantity: 1 })
  return { kind: 'line', line, facts: itemFacts(product, match.item, false) }
}

/**
 * What the cashier typed or scanned: a barcode, else a SKU, else a text search (several: a choice). `ahead`:
 * the exact scan of this text already asked (`ScanAhead`), awaited instead of asking again.
 */
export async function findItem(
  db: LocalDatabaseRemote,
  text: string,
  scanned: boolean,
  ahead?: Promise<ScanMatch | null>,
): Promise<Found> {
  const code = text.trim()
  if (!code) return { kind: 'none' }
  // Barcode, else SKU, and today's price: one round trip to the worker.
  const exact = await (ahead ?? db.catalog.scan(code))
  if (exact) return lineAt(exact.match, exact.price)
  if (scanned) return nothing(db)
  const page = await db.catalog.search(code, { limit: 20 })
  const only = page.results.length === 1 && page.results[0]!.items.length === 1 ? page.results[0]! : null
  if (only) return lineOf(db, { product: only.product, item: only.items[0]! })
  return page.results.length ? { kind: 'choices', results: page.results } : nothing(db)
}

/** Nothing found: said as "still loading" while the register's first sync of the products runs. */
async function nothing(db: LocalDatabaseRemote): Promise<Found> {
  const status = await db.sync.status().catch(() => null)
  const products = status?.kinds.find((kind) => kind.kind === 'product')
  return { kind: 'none', loading: products !== undefined && products.lastSynced === null }
}

/** The cashier's message for a code or text that found nothing. */
export function notFoundText(found: Found, text: string): string {
  return found.kind === 'none' && found.loading
    ? t('sale.still_loading', { text })
    : t('sale.not_found', { text })
}
