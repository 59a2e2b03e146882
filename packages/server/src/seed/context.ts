import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

export type SeedOptions = {
  /** How many products (up to 100,000). */
  products: number
  /** Items (variants) per product. */
  itemsPerProduct: number
}

/** What each seed area gets: the open transaction, the demo company and what earlier areas made. */
export type SeedContext = {
  trx: Transaction<Database>
  companyId: number
  ownerUserId: number
  currency: string
  options: SeedOptions
  /** Ids made by earlier areas, by kind ('stores', 'staff', 'products'...). */
  ids: Record<string, number[]>
  log(message: string): void
}

/** One area of the demo data: runs inside the seed's one transaction, in the order of SEED_AREAS. */
export type SeedArea = { name: string; run(context: SeedContext): Promise<void> }

export type SeedDatabase = Kysely<Database>

/** A deterministic pseudo-random generator (mulberry32), so that every seed run makes the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

/** Inserts rows in multi-row statements of `size`. */
export async function insertInBatches<T>(
  rows: readonly T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size))
}
