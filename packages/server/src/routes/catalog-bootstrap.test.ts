import { gunzipSync } from 'node:zlib'
import {
  FrameReader,
  keysOfFrame,
  registerPriceKeys,
  registerPriceOf,
  registerPriceText,
  registerProductKeys,
  registerProductOf,
  registerProductText,
} from '@pos/core'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { CatalogBootstraps, DELTAS_MARGIN_MS } from '../catalog/bootstrap.ts'
import { insertCatalogFixtures } from '../catalog/test-fixtures.ts'
import { insertRegisterFixtures } from '../register/test-fixtures.ts'
import { insertBulkProducts } from '../seed/products.ts'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { TEST_DATABASE_URL } from '../test/test-database.ts'
import { withTestApp } from '../test/test-file.ts'

/** A new register's first sync in one download a kind (issue 19), against the spec's paged sync. */
let t: TestApp
let owner: SignedUp
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Bootstrap')
  await t.database.db
    .transaction()
    .execute((trx) =>
      insertBulkProducts(trx, owner.companyId, { count: 620, itemsPerProduct: 3, currency: 'AUD' }),
    )
})

type Kind = 'products' | 'prices'

async function download(kind: Kind, cookie: string, gzip = true, format = 'parts-v3') {
  const headers: Record<string, string> = { cookie }
  if (gzip) headers['accept-encoding'] = 'gzip, deflate, br'
  const env = { incoming: { socket: { remoteAddress: '10.9.9.9', remotePort: 40000, remoteFamily: 'IPv4' } } }
  const response = await t.app.request(
    `http://localhost/api/proxy/${kind}/bootstrap?format=${format}`,
    { headers },
    env,
  )
  const body = new Uint8Array(await response.arrayBuffer())
  return {
    response,
    bytes: response.headers.get('content-encoding') === 'gzip' ? new Uint8Array(gunzipSync(body)) : body,
  }
}

/** Every record of `kind` as the register stores it after paging from zero (spec 7): its JSON text. */
async function paged(kind: Kind, cookie: string): Promise<Record<string, unknown>> {
  const records: Record<string, unknown> = {}
  let sinceId = 0
  for (;;) {
    const response = await t.request(
      'GET',
      `/api/proxy/${kind}.json?limit=250&since_id=${sinceId}&sort_field=id`,
      {
        cookie,
      },
    )
    const page = (response.body as Record<Kind, Array<Record<string, unknown>>>)[kind]
    for (const raw of page) {
      // A record is kept as its JSON text (core's registerProductText, registerPriceText).
      if (kind === 'products') {
        const parsed = registerProductOf(raw)
        if (parsed.ok) records[parsed.value.id] = registerProductText(parsed.value)
      } else {
        const parsed = registerPriceOf(raw)
        if (parsed.ok) records[String(parsed.value.id)] = registerPriceText(parsed.value)
      }
    }
    if (page.length < 250) return records
    sinceId = Number(page.at(-1)!.id)
  }
}

/** A keys frame's records: each record's keys (the frame holds how many, then the keys). */
function recordsOf(flat: string[]): string[][] {
  const records: string[][] = []
  for (let at = 0; at < flat.length; at += 1 + Number(flat[at])) {
    records.push(flat.slice(at + 1, at + 1 + Number(flat[at])))
  }
  return records
}

/** The parts of a bootstrap body, each a Yjs update after its records' lookup keys. */
function partsOf(bytes: Uint8Array) {
  const reader = new FrameReader()
  const frames = reader.push(bytes)
  expect(reader.pending).toBe(0)
  expect(frames.length % 2).toBe(0)
  return Array.from({ length: frames.length / 2 }, (_, at) => ({
    keys: recordsOf(keysOfFrame(frames[2 * at]!) ?? []),
    update: frames[2 * at + 1]!,
  }))
}

/** The document a bootstrap body builds; each part's keys are checked against the records its update holds. */
function decoded(kind: Kind, bytes: Uint8Array) {
  const doc = new Y.Doc()
  const table = doc.getMap(kind)
  for (const { keys, update } of partsOf(bytes)) {
    const added: string[][] = []
    doc.once('afterTransaction', (transaction: Y.Transaction) => {
      for (const id of (transaction.changed as Map<unknown, Set<string | null>>).get(table) ?? []) {
        const text = table.get(id!) as string
        added.push(
          kind === 'products' ? registerProductKeys(JSON.parse(text)) : registerPriceKeys(JSON.parse(text)),
        )
      }
    })
    Y.applyUpdate(doc, update)
    const order = (list: string[][]) => [...list].sort((a, b) => Number(a[0]) - Number(b[0]))
    expect(order(keys ?? [])).toEqual(order(added))
  }
  return table.toJSON()
}

describe('GET /api/proxy/{products,prices}/bootstrap', () => {
  it('holds exactly the records paging from zero stores, says when they were read, and is compressed', async () => {
    for (const kind of ['products', 'prices'] as const) {
      const before = Date.now()
      const { response, bytes } = await download(kind, owner.cookie)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding')).toBe('gzip')
      expect(Number(response.headers.get('x-catalog-bytes'))).toBe(bytes.byteLength)
      const taken = Date.parse(response.headers.get('x-catalog-taken') ?? '')
      expect(taken).toBeLessThanOrEqual(Date.now())
      expect(taken).toBeGreaterThan(before - 60_000)
      // The deltas start before it: by the margin alone when nothing else was running (PGlite: one session).
      const since = Date.parse(response.headers.get('x-catalog-since') ?? '')
      expect(since).toBeLessThanOrEqual(taken - DELTAS_MARGIN_MS)
      if (!TEST_DATABASE_URL) expect(since).toBeGreaterThan(taken - DELTAS_MARGIN_MS - 1_000)
      const records = decoded(kind, bytes)
      expect(Number(response.headers.get('x-catalog-records'))).toBe(Object.keys(records).length)
      expect(records).toEqual(await paged(kind, owner.cookie))
      expect(Object.keys(records).length).toBeGreaterThanOrEqual(620)
      expect(Number(response.headers.get('x-catalog-parts'))).toBe(partsOf(bytes).length)
      // A client that takes no gzip gets the same updates.
      expect((await download(kind, owner.cookie, false)).bytes).toEqual(bytes)
      // A register of the first release (one Yjs update, no format asked) gets none, and pages; so do those of
      // the releases that stored products as objects (format=parts) and that took no keys (format=parts-v2).
      expect((await download(kind, owner.cookie, true, '')).response.status).toBe(404)
      expect((await download(kind, owner.cookie, true, 'parts')).response.status).toBe(404)
      expect((await download(kind, owner.cookie, true, 'parts-v2')).response.status).toBe(404)
    }
  })

  it("is each company's own, and asks for a session", async () => {
    const other = await signUp(t, 'Other shop')
    const { response, bytes } = await download('products', other.cookie)
    expect(response.status).toBe(200)
    expect(decoded('products', bytes)).toEqual({})
    expect((await download('products', '')).response.status).toBe(401)
  })

  it('is built once per catalog version: kept at once, rebuilt in the background after a change once checked a minute ago', async () => {
    let clock = 0
    const bootstraps = new CatalogBootstraps(t.database.db, () => clock)
    // Two registers asking at once share one build.
    const [first, same] = await Promise.all([
      bootstraps.get(owner.companyId, 'product'),
      bootstraps.get(owner.companyId, 'product'),
    ])
    expect(same).toBe(first)
    const ids = Object.keys(decoded('products', gunzipSync(first.gzip)))
    const remove = async (id: string) => {
      const response = await t.request('DELETE', `/api/proxy/product/${id}.json`, { cookie: owner.cookie })
      expect(response.status).toBe(200)
    }
    await remove(ids[0]!)
    // Under a minute: kept, not even checked (the register's deltas bring the change).
    clock += 59_000
    expect(await bootstraps.get(owner.companyId, 'product')).toBe(first)
    // Over a minute: this register still gets the kept one at once; a new one is built for the next.
    clock += 2_000
    expect(await bootstraps.get(owner.companyId, 'product')).toBe(first)
    let second = first
    while (second === first) {
      await new Promise((resolve) => setImmediate(resolve))
      second = await bootstraps.get(owner.companyId, 'product')
    }
    expect(second.version).not.toBe(first.version)
    expect(second.records).toBe(first.records - 1)
    expect(decoded('products', gunzipSync(second.gzip))[ids[0]!]).toBeUndefined()
    // An unchanged catalog is checked again, not rebuilt.
    clock += 61_000
    expect(await bootstraps.get(owner.companyId, 'product')).toBe(second)
    await bootstraps.stop()
    expect(await bootstraps.get(owner.companyId, 'product')).toBe(second)
  })

  // Two sessions at once need a database server (PGlite has one session).
  it.skipIf(!TEST_DATABASE_URL)(
    'starts the deltas before a write that began before it was read and was committed after: it is not lost',
    async () => {
      const bootstraps = new CatalogBootstraps(t.database.db)
      const [id] = Object.keys(await paged('products', owner.cookie))
      let built: Awaited<ReturnType<CatalogBootstraps['get']>> | undefined
      const written = await t.database.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ updated: Date }>`
          UPDATE products SET name = 'Written late', updated = now()
          WHERE company_id = ${owner.companyId} AND id = ${id} RETURNING updated`.execute(trx)
        // Read on another session while the write is not committed: the bootstrap cannot hold it.
        built = await bootstraps.get(owner.companyId, 'product')
        return rows[0]!.updated
      })
      const bootstrap = built!
      expect(JSON.parse(decoded('products', gunzipSync(bootstrap.gzip))[id!] as string).name).not.toBe(
        'Written late',
      )
      // Stamped before the bootstrap was read, so a cursor at its reading less nothing would miss it.
      expect(written.getTime()).toBeLessThan(Date.parse(bootstrap.taken))
      expect(Date.parse(bootstrap.since)).toBeLessThanOrEqual(written.getTime() - DELTAS_MARGIN_MS)
      const response = await t.request(
        'GET',
        `/api/proxy/products.json?limit=250&updated_min=${encodeURIComponent(bootstrap.since)}`,
        { cookie: owner.cookie },
      )
      const changed = (response.body as { products: Array<{ id: unknown }> }).products
      expect(changed.map((product) => String(product.id))).toContain(id)
      await bootstraps.stop()
    },
  )

  it('comes in parts of the records asked for, which together are the whole document', async () => {
    const bootstraps = new CatalogBootstraps(t.database.db, Date.now, 250)
    const built = await bootstraps.get(owner.companyId, 'product')
    const body = new Uint8Array(gunzipSync(built.gzip))
    expect(built.parts).toBe(Math.ceil(built.records / 250))
    expect(partsOf(body)).toHaveLength(built.parts)
    expect(decoded('products', body)).toEqual(await paged('products', owner.cookie))
    await bootstraps.stop()
  })

  it('is built ahead, at server start, for every company with a register', async () => {
    let tick = 0
    const bootstraps = new CatalogBootstraps(t.database.db, () => ++tick)
    const shop = await signUp(t, 'Warm shop')
    await insertRegisterFixtures(t, shop.cookie, 'Warm')
    await insertCatalogFixtures(t, shop.companyId, shop.cookie, 'Warm')
    await bootstraps.warm()
    const warmed = tick
    const product = await bootstraps.get(shop.companyId, 'product')
    expect(product.checkedAt).toBeLessThanOrEqual(warmed)
    expect(product.records).toBeGreaterThan(0)
    expect((await bootstraps.get(shop.companyId, 'price')).checkedAt).toBeLessThanOrEqual(warmed)
    await bootstraps.stop()
  })
})
