/** Spec 9: the service worker is checked for an update every 300000 ms. */
export const UPDATE_CHECK_MS = 300_000
/** Spec 9: a script chunk that has not loaded in 120 s raises the chunk-load error. */
export const CHUNK_TIMEOUT_MS = 120_000
/** Where the last signed-in user is remembered, for a register that starts with no connection. */
export const LAST_ME_KEY = 'pos.last-me'
