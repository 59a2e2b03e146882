import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { migrateToLatest } from '../db/migrate.ts'
import { openDatabase } from '../db/open-database.ts'
import { DEFAULT_ITEMS_PER_PRODUCT, DEMO_EMAIL, runSeed, SeedRefusal } from './index.ts'

/**
 * `npm run seed -- --products N [--items M]`: fills a demo company on the database `npm start` uses
 * (DATA_DIR or DATABASE_URL). Sign in as demo@example.com afterwards.
 */
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000' },
    items: { type: 'string', default: String(DEFAULT_ITEMS_PER_PRODUCT) },
  },
})
const env = process.env
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: resolve(env.DATA_DIR ?? './data'),
})
let exitCode = 0
try {
  await migrateToLatest(database)
  const result = await runSeed(
    database.db,
    { products: Number(values.products), itemsPerProduct: Number(values.items) },
    (message) => console.log(`seed: ${message}`),
  )
  console.log(
    `seed: done in ${(result.ms / 1000).toFixed(1)} s: company ${result.companyId}; sign in as ${DEMO_EMAIL} (${database.kind})`,
  )
} catch (error) {
  exitCode = 1
  console.error(
    `seed: ${error instanceof SeedRefusal || error instanceof RangeError ? error.message : error}`,
  )
} finally {
  await database.close()
}
process.exit(exitCode)
