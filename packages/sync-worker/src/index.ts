/**
 * @pos/sync-worker: The register local database and sync, run in a Web Worker.
 * Built by its own issue; until then this package exports nothing.
 */
export {}
