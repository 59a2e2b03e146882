import type { Kysely } from 'kysely'
import { refreshCatalogStatistics } from '../catalog/planner-statistics.ts'
import type { Database } from '../db/schema.ts'
import { createDemoCompany } from './company.ts'
import type { SeedArea, SeedOptions } from './context.ts'
import { customersArea } from './customers.ts'
import { productsArea } from './products.ts'
import { promotionsArea } from './promotions.ts'
import { registersArea } from './registers.ts'
import { staffArea } from './staff.ts'
import { storesArea } from './stores.ts'

export { DEMO_EMAIL, DEMO_EXISTS, SeedRefusal } from './company.ts'
export type { SeedArea, SeedContext, SeedOptions } from './context.ts'

/**
 * The demo data's areas, run in this order inside one transaction after the demo company is made. Each area
 * is one file; add yours here (customers, reasons, gift cards...).
 */
export const SEED_AREAS: SeedArea[] = [
  storesArea,
  registersArea,
  staffArea,
  productsArea,
  promotionsArea,
  customersArea,
]

export const MAX_SEED_PRODUCTS = 300_000
export const DEFAULT_ITEMS_PER_PRODUCT = 3

export type SeedResult = { companyId: number; ms: number; ids: Record<string, number[]> }

/** Fills the demo company in one transaction: all of it, or nothing (a failure rolls everything back). */
export async function runSeed(
  db: Kysely<Database>,
  options: SeedOptions,
  log: (message: string) => void = () => {},
): Promise<SeedResult> {
  if (!Number.isInteger(options.products) || options.products < 0 || options.products > MAX_SEED_PRODUCTS) {
    throw new RangeError(`--products must be a whole number from 0 to ${MAX_SEED_PRODUCTS}`)
  }
  if (
    !Number.isInteger(options.itemsPerProduct) ||
    options.itemsPerProduct < 1 ||
    options.itemsPerProduct > 8
  ) {
    throw new RangeError('--items must be a whole number from 1 to 8')
  }
  const started = Date.now()
  const result = await db.transaction().execute(async (trx) => {
    const company = await createDemoCompany(trx)
    const ids: Record<string, number[]> = {}
    for (const area of SEED_AREAS) {
      const areaStarted = Date.now()
      await area.run({ trx, ...company, options, ids, log })
      log(`seeded ${area.name} in ${Date.now() - areaStarted} ms`)
    }
    return { companyId: company.companyId, ms: Date.now() - started, ids }
  })
  // After the bulk insert, so the sync pages use their indexes (PGlite has no autovacuum).
  await refreshCatalogStatistics(db)
  return result
}
