import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A simulator's HTTP handler: answers, or returns false to fall through to 404. */
export type Handler = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) => Promise<boolean> | boolean

export type RunningHttp = { url: string; port: number; server: Server; close(): Promise<void> }

/** Reads a request body as text (limit 2 MiB, far above any receipt or terminal message). */
export async function readText(request: IncomingMessage, limit = 2 * 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > limit) throw new Error('body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readText(request)
  return text === '' ? {} : JSON.parse(text)
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  })
  response.end(text)
}

export function sendText(
  response: ServerResponse,
  status: number,
  body: string | Buffer,
  type = 'text/plain; charset=utf-8',
): void {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) })
  response.end(body)
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Serves `handler` on 127.0.0.1:`port` (0 = any free port). */
export async function serveHttp(port: number, handler: Handler, host = '127.0.0.1'): Promise<RunningHttp> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? host}`)
    Promise.resolve(handler(request, response, url)).then(
      (handled) => {
        if (!handled && !response.headersSent) sendJson(response, 404, { error: 'Not found' })
      },
      (error: unknown) => {
        if (!response.headersSent) sendJson(response, 500, { error: String(error) })
        else response.destroy()
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const actual = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Waits `ms` (simulated device time), or less when the signal aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted || ms <= 0) return resolve()
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/** POSTs JSON to a webhook; a failed delivery is reported, never thrown (a terminal does not crash on it). */
export async function postWebhook(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ ok: boolean; status: number; text: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    return { ok: response.ok, status: response.status, text: await response.text() }
  } catch (error) {
    return { ok: false, status: 0, text: String(error) }
  }
}

/** JSON with extra response headers (rate-limit counters, Link, Retry-After). */
export function sendJsonWith(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
): void {
  const text = body === undefined ? '' : JSON.stringify(body)
  response.writeHead(status, {
    ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
    'content-length': Buffer.byteLength(text),
    ...headers,
  })
  response.end(text)
}

/** A forced failure the next requests get (a partner simulator's fault injection, `POST /_sim/fault`). */
export type Fault = { status: number; count: number; retry_after?: string }

/** Takes one from the fault queue, or null when none is pending. */
export function takeFault(faults: Fault[]): Fault | null {
  const fault = faults[0]
  if (!fault) return null
  fault.count -= 1
  if (fault.count <= 0) faults.shift()
  return fault
}

/** Reads a `/_sim/fault` body into a fault (status 400-599, count 1-100). */
export function faultOf(body: unknown): Fault | null {
  const b = body as { status?: unknown; count?: unknown; retry_after?: unknown }
  const status = Number(b?.status)
  const count = Number(b?.count ?? 1)
  if (!Number.isInteger(status) || status < 400 || status > 599) return null
  if (!Number.isInteger(count) || count < 1 || count > 100) return null
  return { status, count, ...(typeof b.retry_after === 'string' ? { retry_after: b.retry_after } : {}) }
}
