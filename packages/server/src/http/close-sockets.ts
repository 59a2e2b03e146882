import type { WebSocketServer } from 'ws'

/**
 * Closes a WebSocket server at shutdown (the realtime channel, the suspended-sales documents): each client is
 * told the server is going away (1001), any still open a second later is cut off; resolves once all are closed.
 */
export async function closeSockets(wss: WebSocketServer): Promise<void> {
  for (const client of wss.clients) client.close(1001, 'Server shutting down')
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      for (const client of wss.clients) client.terminate()
    }, 1000)
    wss.close(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}
