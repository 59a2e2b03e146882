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

export type BytesResponse = { bytes: Uint8Array; headers: Headers }

export type Http = {
  getJson(path: string, query?: Record<string, string | number | undefined>): Promise<JsonResponse>
  /**
   * GETs a binary body, read as it streams: `onProgress(received, total)` after each chunk, `total` from
   * `lengthHeader` (the length before the transfer's compression) when the server sends it.
   */
  getBytes(
    path: string,
    lengthHeader: string,
    onProgress: (received: number, total: number | null) => void,
  ): Promise<BytesResponse>
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
    async getBytes(path, lengthHeader, onProgress) {
      const response = await get(path, {}, 'application/octet-stream')
      const declared = Number(response.headers.get(lengthHeader))
      const total = Number.isSafeInteger(declared) && declared > 0 ? declared : null
      const chunks: Uint8Array[] = []
      let received = 0
      try {
        if (!response.body) throw new Error('No body')
        const reader = response.body.getReader()
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          chunks.push(value)
          received += value.byteLength
          onProgress(received, total)
        }
      } catch (error) {
        throw offline(error)
      }
      if (chunks.length === 1) return { bytes: chunks[0]!, headers: response.headers }
      const bytes = new Uint8Array(received)
      let at = 0
      for (const chunk of chunks) {
        bytes.set(chunk, at)
        at += chunk.byteLength
      }
      return { bytes, headers: response.headers }
    },
  }
}

function offline(error: unknown): HttpFailure {
  return new HttpFailure({
    code: 'OFFLINE',
    message: `Cannot reach the server (${error instanceof Error ? error.message : String(error)})`,
  })
}
