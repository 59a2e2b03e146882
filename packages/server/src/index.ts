/** @pos/server: HTTP API, WebSockets, database, jobs. */
export {}
