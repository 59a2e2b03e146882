// The register's sync worker (a module worker bundled by Vite): the local database and its sync run here,
// off the page's thread. The page reaches it through Comlink (local-database.ts). The catalog (products and
// prices) loads in a worker of its own, started from here (catalog.worker.ts).
import { browserWorkerDeps, exposeLocalDatabase } from '@pos/sync-worker'

exposeLocalDatabase(
  self as unknown as Parameters<typeof exposeLocalDatabase>[0],
  browserWorkerDeps({
    catalogWorker: () =>
      new Worker(new URL('./catalog.worker.ts', import.meta.url), { type: 'module', name: 'pos-catalog' }),
  }),
)
