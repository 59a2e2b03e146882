import type { WebSocket } from 'ws'

/** A ping every so often keeps proxies from closing an idle channel and finds dead clients. */
const HEARTBEAT_MS = 30_000

/**
 * Pings a client's socket every HEARTBEAT_MS and cuts it off when it has not answered the ping before (a register
 * gone off the network without closing); gives the stop, for the socket's close.
 */
export function startHeartbeat(ws: WebSocket): () => void {
  let alive = true
  const timer = setInterval(() => {
    if (!alive) return ws.terminate()
    alive = false
    ws.ping()
  }, HEARTBEAT_MS)
  ws.on('pong', () => {
    alive = true
  })
  return () => clearInterval(timer)
}
