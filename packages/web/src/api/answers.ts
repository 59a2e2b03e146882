import type * as v from 'valibot'
import { safeParse } from 'valibot'
import { type RequestOptions, request } from './client.ts'

/**
 * A request whose answer is typed by a core schema (the answers of routes that are not resources): checked
 * against the schema while developing, so a server that drifts shows at once, and typed everywhere from core.
 */
function checked<S extends v.GenericSchema>(schema: S, path: string, answer: unknown): v.InferOutput<S> {
  if (import.meta.env?.DEV) {
    const result = safeParse(schema, answer)
    if (!result.success)
      console.error(`The server's answer to ${path} does not match its schema: ${result.issues[0]?.message}`)
  }
  return answer as v.InferOutput<S>
}

export const answers = {
  async get<S extends v.GenericSchema>(schema: S, path: string, options?: RequestOptions) {
    return checked(schema, path, await request<unknown>('GET', path, undefined, options))
  },
  async post<S extends v.GenericSchema>(
    schema: S,
    path: string,
    body: unknown = {},
    options?: RequestOptions,
  ) {
    return checked(schema, path, await request<unknown>('POST', path, body, options))
  },
  async put<S extends v.GenericSchema>(schema: S, path: string, body: unknown, options?: RequestOptions) {
    return checked(schema, path, await request<unknown>('PUT', path, body, options))
  },
}
