import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { RealtimeUpdate } from '@pos/core'
import { type WebSocket, WebSocketServer } from 'ws'
import type { AppDeps } from '../app-env.ts'
import { closeSockets } from '../http/close-sockets.ts'
import { startHeartbeat } from '../http/socket-heartbeat.ts'
import { refuseUpgrade, upgradePrincipal } from '../http/upgrade-auth.ts'

export const REALTIME_PATH = '/api/realtime'

/**
 * The realtime channel at /api/realtime (spec 7): a WebSocket authenticated like any request (session cookie
 * or `Authorization: Bearer`). The server sends `{ type: 'ready', company_id }` once, then
 * `{ type: 'update', topic: 'updates/{company_id}/{kind}', company_id, kind, at }` for each change of the
 * caller's company, and nothing of other companies. Clients send nothing (a `ping` text gets `pong`).
 */
export function attachRealtime(server: Server, deps: AppDeps): { close(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 })
  const principalOf = upgradePrincipal(deps)

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const path = (request.url ?? '').split('?')[0]
    if (path !== REALTIME_PATH) return
    principalOf(request).then(
      (principal) => {
        if (!principal) return refuseUpgrade(socket, 401)
        wss.handleUpgrade(request, socket, head, (ws) => welcome(ws, principal.companyId))
      },
      (error: unknown) => {
        deps.logger.error({ err: error }, 'realtime upgrade failed')
        refuseUpgrade(socket, 500)
      },
    )
  }

  function welcome(ws: WebSocket, companyId: number) {
    const unsubscribe = deps.realtime.subscribe((update: RealtimeUpdate) => {
      if (update.company_id !== companyId || ws.readyState !== ws.OPEN) return
      ws.send(JSON.stringify({ type: 'update', ...update }))
    })
    const stopHeartbeat = startHeartbeat(ws)
    ws.on('message', (data) => {
      if (String(data) === 'ping') ws.send('pong')
    })
    ws.on('close', () => {
      stopHeartbeat()
      unsubscribe()
    })
    ws.send(JSON.stringify({ type: 'ready', company_id: companyId }))
  }

  server.on('upgrade', onUpgrade)
  return {
    async close() {
      server.off('upgrade', onUpgrade)
      await closeSockets(wss)
    },
  }
}
