import type { SyncFailure, WorkerDeps } from './types.ts'

/** A failed call, as a value the sync loop turns into status (offline, signed out, server error). */
export class HttpFailure extends Error {
  readonly failure: SyncFailure
  constructor(failure: SyncFailure) {
    super(failure.message)
    this.failure = failure
  }
}

export type JsonResponse = { body: unknown; serverTime: number | null }

export type ByteStream = { headers: Headers; read(): Promise<Uint8Array | null>; cancel(): void }

export type Http = {
  getJson(path: string, query?: Record<string, string | number | undefined>): Promise<JsonResponse>
  /**
   * GETs a binary body to read as it streams: `read()` answers the next chunk, or null at its end. A
   * connection lost before or during the body is an `HttpFailure` ('OFFLINE').
   */
  getStream(path: string, query?: Record<string, string | number | undefined>): Promise<ByteStream>
}

/** GETs JSON from `/api/...` on the server. Network errors, 401 and 5xx become `HttpFailure`s. */
export function createHttp(deps: Pick<WorkerDeps, 'baseUrl' | 'fetch'>): Http {
  const get = async (path: string, query: Record<string, string | number | undefined>, accept: string) => {
    const url = new URL(`/api/${path}`, deps.baseUrl)
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value))
    }
    let response: Response
    try {
      response = await deps.fetch(url.toString(), { credentials: 'same-origin', headers: { accept } })
    } catch (error) {
      throw offline(error)
    }
    if (response.status === 401) {
      throw new HttpFailure({ code: 'SIGNED_OUT', message: 'Not signed in' })
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '')
      throw new HttpFailure({
        code: 'SERVER_ERROR',
        message: `GET ${path} answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
      })
    }
    return response
  }
  return {
    async getJson(path, query = {}) {
      const response = await get(path, query, 'application/json')
      const date = response.headers.get('date')
      const parsed = date ? Date.parse(date) : Number.NaN
      return { body: await response.json(), serverTime: Number.isNaN(parsed) ? null : parsed }
    },
    async getStream(path, query = {}) {
      const response = await get(path, query, 'application/octet-stream')
      if (!response.body) throw offline(new Error('No body'))
      const reader = response.body.getReader()
      return {
        headers: response.headers,
        async read() {
          try {
            const { done, value } = await reader.read()
            return done ? null : value
          } catch (error) {
            throw offline(error)
          }
        },
        cancel() {
          reader.cancel().catch(() => {})
        },
      }
    },
  }
}

function offline(error: unknown): HttpFailure {
  return new HttpFailure({
    code: 'OFFLINE',
    message: `Cannot reach the server (${error instanceof Error ? error.message : String(error)})`,
  })
}
