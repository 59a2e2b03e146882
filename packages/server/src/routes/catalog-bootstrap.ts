import { gunzipSync } from 'node:zlib'
import type { Context, Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { type BootstrapKind, CatalogBootstraps } from '../catalog/bootstrap.ts'
import { requireCacheOrRight } from '../catalog/register-access.ts'
import { principalOf } from '../http/authenticate.ts'

/**
 * The body's format: framed Yjs updates (core's `frameParts`) of the document with each product and price as
 * its JSON text (core's `registerProductText`, `registerPriceText`), each update after a frame of its records'
 * lookup keys (core's `keysFrame`), asked for as `?format=parts-v3`. `parts` (records as objects) and `parts-v2`
 * (no keys) are no longer served: a register of those releases pages from zero instead, and keeps the values it
 * understands.
 */
export const BOOTSTRAP_FORMAT = 'parts-v3'

/**
 * A new register's first sync of products and of prices in one download each (issue 19; not in the spec,
 * which pages from zero): the register's Yjs document as framed updates of 10,000 records each (the register
 * applies each as it arrives), gzip-compressed, built once per catalog version. Headers say when its records
 * were read (`x-catalog-taken`), where the register's `updated_min` and `deleted_min` start (`x-catalog-since`:
 * before the oldest transaction then running; a register of an earlier release starts at the taken time less
 * its overlap), how many records it holds and its length before compression (progress). The paged sync stays as the spec describes for everything after.
 */
export function registerCatalogBootstrapRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const bootstraps = deps.catalogBootstraps ?? new CatalogBootstraps(deps.database.db)
  const answer = async (c: Context<AppEnv>, kind: BootstrapKind) => {
    // Registers of earlier releases (one Yjs update; products as objects) get no bootstrap, and page.
    if (c.req.query('format') !== BOOTSTRAP_FORMAT) {
      return c.json({ error: `The catalog bootstrap is served as format=${BOOTSTRAP_FORMAT}` }, 404)
    }
    const bootstrap = await bootstraps.get(principalOf(c).companyId, kind)
    const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')
    const headers: Record<string, string> = {
      'content-type': 'application/octet-stream',
      'cache-control': 'no-store',
      'x-catalog-version': bootstrap.version,
      'x-catalog-taken': bootstrap.taken,
      'x-catalog-since': bootstrap.since,
      'x-catalog-records': String(bootstrap.records),
      'x-catalog-parts': String(bootstrap.parts),
      'x-catalog-bytes': String(bootstrap.bytes),
    }
    if (gzip) headers['content-encoding'] = 'gzip'
    const body = gzip ? bootstrap.gzip : gunzipSync(bootstrap.gzip)
    return c.body(new Uint8Array(body), 200, headers)
  }
  app.get('/api/proxy/products/bootstrap', requireCacheOrRight('product', 'product.products'), (c) =>
    answer(c, 'product'),
  )
  app.get('/api/proxy/prices/bootstrap', requireCacheOrRight('price', 'sales.prices'), (c) =>
    answer(c, 'price'),
  )
}
