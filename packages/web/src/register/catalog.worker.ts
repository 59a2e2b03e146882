// The register's catalog worker (started by the sync worker, sync.worker.ts): the product and price documents
// load, index and sync here, so that a 100k catalog's seconds of loading never hold up the worker the page
// talks to, which answers scans from the catalog snapshot meanwhile.
import { browserWorkerDeps, exposeCatalogHost } from '@pos/sync-worker'

exposeCatalogHost(self as unknown as Parameters<typeof exposeCatalogHost>[0], browserWorkerDeps())
