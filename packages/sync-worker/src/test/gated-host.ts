// Test support: a catalog host whose documents start loading only when the test says so, to prove what the
// register answers before the product and price documents are loaded (the catalog snapshot, or waiting).
import { CatalogHost, type CatalogHostApi } from '../catalog-host.ts'
import type { WorkerDeps } from '../types.ts'

export type GatedHost = {
  /** For `WorkerDeps.catalogHost`. */
  factory: () => CatalogHostApi
  /** Lets the documents load. */
  release(): void
  /** Whether the register has asked for the catalog to open (it then waits for `release`). */
  readonly asked: boolean
}

export function gatedHost(deps: WorkerDeps): GatedHost {
  const host = new CatalogHost(deps)
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  let asked = false
  let opening: Promise<unknown> = Promise.resolve()
  const api: CatalogHostApi = {
    open: (companyId) => {
      asked = true
      const opened = gate.then(() => host.open(companyId))
      opening = opened.catch(() => {})
      return opened
    },
    subscribe: (listener) => host.subscribe(listener),
    runKind: (cache) => host.runKind(cache),
    clear: (cache) => host.clear(cache),
    findByBarcode: (barcode) => host.findByBarcode(barcode),
    findBySku: (sku) => host.findBySku(sku),
    scan: (code, at) => host.scan(code, at),
    item: (itemId) => host.item(itemId),
    search: (text, offset, limit) => host.search(text, offset, limit),
    priceOn: (itemId, at) => host.priceOn(itemId, at),
    snapshotSettled: () => host.snapshotSettled(),
    watchLookups: (counter) => host.watchLookups(counter),
    close: async () => {
      release()
      await opening
      await host.close()
    },
  }
  return {
    factory: () => api,
    release: () => release(),
    get asked() {
      return asked
    },
  }
}
