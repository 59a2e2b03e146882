import { gzipSync } from 'node:zlib'
import {
  frameParts,
  keysFrame,
  registerPriceKeys,
  registerPriceOf,
  registerPriceText,
  registerProductKeys,
  registerProductOf,
  registerProductText,
} from '@pos/core'
import { type Kysely, sql } from 'kysely'
import * as Y from 'yjs'
import type { Database } from '../db/schema.ts'
import { priceSyncPage, productSyncPage } from './sync-pages.ts'

/** The catalog kinds a new register can start from a bootstrap instead of paging from zero. */
export type BootstrapKind = 'product' | 'price'

/**
 * A register's first sync of a catalog kind in one download (issue 19): the document the register would hold
 * after paging every record from zero (`products` or `prices`, each value the JSON text of what core's
 * `registerProductOf` / `registerPriceOf` answer: `registerProductText`, `registerPriceText`) as framed Yjs updates of `PART_RECORDS` records each, each
 * update after a frame of its records' lookup keys (core's `registerProductKeys`, `registerPriceKeys`, `keysFrame`:
 * the register indexes a part without parsing every record), gzip-compressed, with the
 * instant its records were read. The register applies the parts as they arrive, then pages the spec's deltas
 * from `taken` (spec 7).
 */
export type CatalogBootstrap = {
  kind: BootstrapKind
  version: string
  /** When its records were read (the database's clock, start of the reading transaction). */
  taken: string
  /**
   * Where the register's deltas start (`updated_min`, `deleted_min`): every record written by a transaction
   * whose changes the bootstrap does not hold carries an `updated` (or `deleted`) at or after it.
   */
  since: string
  records: number
  /** Yjs updates in it (each after its keys' frame). */
  parts: number
  /** Length of the framed updates before compression (the register's progress). */
  bytes: number
  gzip: Buffer
  /** When it was built, or last found to be the catalog's current version. */
  checkedAt: number
}

/** The records read per statement while building (the sync page's query, larger pages). */
const BUILD_PAGE = 2_000
/**
 * Records per part of a bootstrap (one Yjs update each): 10 parts at 100,000 products, so the register's
 * document keeps 10 update rows in IndexedDB (it merges them past 40) and decodes about 0.2 s at a time.
 */
export const PART_RECORDS = 10_000
/** A kept bootstrap's version is checked again (and a changed catalog's rebuilt) at most this often. */
const REUSE_MS = 60_000
/**
 * The deltas' margin before the oldest transaction running when a bootstrap is read: a transaction stamps its
 * start (`now()`, which its writes carry) a moment before the database lists it as running.
 */
export const DELTAS_MARGIN_MS = 5_000
/** The deltas' start when the running transactions cannot be seen (a role without the right to see them). */
const BLIND_OVERLAP_MS = 30_000

/** Companies whose bootstraps (products and prices) are kept per server process. */
const KEPT = 8

const TABLES: Record<BootstrapKind, string> = { product: 'products', price: 'prices' }

/**
 * The catalog's version: the latest change of the kind's records and of its deleted records. Every write a
 * register's sync sees moves one of them (a changed item moves its product's `updated`: that is how the
 * paged sync finds it).
 */
export async function catalogVersion(db: Kysely<Database>, companyId: number, kind: BootstrapKind) {
  const deletedKinds = kind === 'product' ? sql`('product', 'item')` : sql`('price')`
  const table = sql.table(TABLES[kind])
  const { rows } = await sql<{ version: string }>`
    SELECT concat_ws('/',
      (SELECT max(updated) FROM ${table} WHERE company_id = ${companyId})::text,
      (SELECT count(*) FROM deleted_records WHERE company_id = ${companyId} AND kind IN ${deletedKinds})::text,
      (SELECT max(deleted) FROM deleted_records WHERE company_id = ${companyId} AND kind IN ${deletedKinds})::text
    ) AS version`.execute(db)
  return rows[0]?.version ?? ''
}

/**
 * Where a bootstrap's deltas start, read just before its records are: the start of the oldest transaction
 * running then (its writes carry its start as `updated`, and it may commit after the bootstrap's snapshot), or
 * now, less `DELTAS_MARGIN_MS`. A transaction that starts after this carries a later `updated`. So a catalog
 * written a moment before a register's first sync is not paged again after the bootstrap, as a fixed overlap
 * (the register's own 30 s, which is kept when the database hides other sessions) would have it.
 */
async function deltasStart(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ since: string }>`
    SELECT to_char(
      CASE WHEN EXISTS (SELECT 1 FROM pg_stat_activity WHERE query = '<insufficient privilege>')
        THEN now() - make_interval(secs => ${BLIND_OVERLAP_MS / 1000})
        ELSE least(now(), (
          SELECT min(xact_start) FROM pg_stat_activity
          WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'
        )) - make_interval(secs => ${DELTAS_MARGIN_MS / 1000})
      END AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS since`.execute(db)
  return rows[0]!.since
}

/**
 * Reads every record of the kind in one repeatable-read transaction and encodes the register's document as
 * parts of `PART_RECORDS` records, each one Yjs transaction's update (together, the whole document), framed
 * (core's `frameParts`): the register applies each part as it arrives, answering scans from what has arrived
 * between them, instead of decoding the whole catalog in one go.
 */
async function build(
  db: Kysely<Database>,
  companyId: number,
  kind: BootstrapKind,
  version: string,
  now: () => number,
  partRecords: number,
) {
  const doc = new Y.Doc({ gc: true })
  const table = doc.getMap(TABLES[kind])
  const frames: Uint8Array[] = []
  let parts = 0
  doc.on('update', (update: Uint8Array) => {
    frames.push(update)
    parts += 1
  })
  let waiting: Array<{ id: string; value: string; keys: string[] }> = []
  const flush = () => {
    const values = waiting
    waiting = []
    if (values.length === 0) return
    frames.push(keysFrame(values.map(({ keys }) => keys)))
    doc.transact(() => {
      for (const { id, value } of values) table.set(id, value)
    })
  }
  const since = await deltasStart(db)
  const { taken, records } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows } = await sql<{ taken: string }>`
        SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS taken`.execute(trx)
      let sinceId = 0
      let records = 0
      for (;;) {
        const query = { limit: BUILD_PAGE, since_id: sinceId, updated_min: null }
        const body =
          kind === 'product'
            ? await productSyncPage(trx, companyId, query)
            : await priceSyncPage(trx, companyId, query)
        const page = (JSON.parse(body) as Record<string, Array<Record<string, unknown>>>)[TABLES[kind]] ?? []
        for (const raw of page) {
          if (kind === 'product') {
            const parsed = registerProductOf(raw)
            if (!parsed.ok) continue
            waiting.push({
              id: parsed.value.id,
              value: registerProductText(parsed.value),
              keys: registerProductKeys(parsed.value),
            })
          } else {
            const parsed = registerPriceOf(raw)
            if (!parsed.ok) continue
            waiting.push({
              id: String(parsed.value.id),
              value: registerPriceText(parsed.value),
              keys: registerPriceKeys(parsed.value),
            })
          }
          records += 1
          if (waiting.length >= partRecords) flush()
        }
        if (page.length < BUILD_PAGE) break
        sinceId = Number(page.at(-1)!.id)
      }
      flush()
      return { taken: rows[0]!.taken, records }
    })
  doc.destroy()
  const body = frameParts(frames)
  return {
    kind,
    version,
    taken,
    since,
    records,
    parts,
    bytes: body.byteLength,
    gzip: gzipSync(body, { level: 6 }),
    checkedAt: now(),
  } satisfies CatalogBootstrap
}

/**
 * Bootstraps built once per catalog version and kept in this process (a few companies at a time). Only a
 * company's very first request waits for a build: after that a request gets the kept bootstrap at once, and
 * when the catalog changed since it was built (and it is over a minute old) a new one is built in the
 * background for the registers after (the register's deltas bring what changed, so any kept bootstrap is
 * correct, only longer to catch up). Building reads every record (at 100,000 products, seconds of the
 * database and of this process), so `warm` builds them ahead for the companies with registers when the
 * server starts.
 */
export class CatalogBootstraps {
  private readonly kept = new Map<string, CatalogBootstrap>()
  private readonly building = new Map<string, Promise<CatalogBootstrap>>()
  private stopped = false

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
    private readonly partRecords = PART_RECORDS,
  ) {}

  async get(companyId: number, kind: BootstrapKind): Promise<CatalogBootstrap> {
    const key = `${companyId}:${kind}`
    const kept = this.kept.get(key)
    if (!kept) return this.build(key, companyId, kind)
    if (this.now() - kept.checkedAt >= REUSE_MS && !this.building.has(key)) {
      // Not awaited: this register takes the kept one; the build's failure only leaves it kept.
      this.build(key, companyId, kind, kept.version).catch(() => {})
    }
    return kept
  }

  /** Builds the bootstraps of every company with a register, one after another (server start). */
  async warm(onError: (error: unknown) => void = () => {}): Promise<void> {
    const companies = await this.db.selectFrom('registers').select('company_id').distinct().execute()
    for (const { company_id } of companies) {
      for (const kind of ['product', 'price'] as const) {
        if (this.stopped) return
        await this.get(Number(company_id), kind).catch(onError)
      }
    }
  }

  /** Starts no more builds and waits for those running (server shutdown). */
  async stop(): Promise<void> {
    this.stopped = true
    await Promise.allSettled([...this.building.values()])
  }

  /** Builds the kind's bootstrap (shared by every request meanwhile), unless its version is still `unless`. */
  private build(key: string, companyId: number, kind: BootstrapKind, unless?: string) {
    const running = this.building.get(key)
    if (running) return running
    const building = (async () => {
      const version = await catalogVersion(this.db, companyId, kind)
      const kept = this.kept.get(key)
      if (kept && version === unless) {
        // Unchanged: kept, and not asked again for another minute.
        kept.checkedAt = this.now()
        return kept
      }
      const built = await build(this.db, companyId, kind, version, this.now, this.partRecords)
      this.kept.delete(key)
      this.kept.set(key, built)
      while (this.kept.size > KEPT * 2) this.kept.delete(this.kept.keys().next().value!)
      return built
    })()
    this.building.set(key, building)
    const done = () => {
      if (this.building.get(key) === building) this.building.delete(key)
    }
    building.then(done, done)
    return building
  }
}
