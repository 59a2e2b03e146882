import { type AnswerOf, type AnySchema, answerProblem } from '@pos/core'
import { type RequestOptions, request } from './client.ts'

/**
 * A request whose answer is typed by a core schema (the answers of routes that are not resources): checked
 * against the schema while developing, so a server that drifts shows at once, and typed everywhere from core.
 */
function checked<S extends AnySchema>(schema: S, path: string, answer: unknown): AnswerOf<S> {
  if (import.meta.env?.DEV) {
    const problem = answerProblem(schema, answer)
    if (problem) console.error(`The server's answer to ${path} does not match its schema: ${problem}`)
  }
  return answer as AnswerOf<S>
}

export const answers = {
  async get<S extends AnySchema>(schema: S, path: string, options?: RequestOptions) {
    return checked(schema, path, await request('GET', path, undefined, options))
  },
  async post<S extends AnySchema>(schema: S, path: string, body: unknown = {}, options?: RequestOptions) {
    return checked(schema, path, await request('POST', path, body, options))
  },
  async put<S extends AnySchema>(schema: S, path: string, body: unknown, options?: RequestOptions) {
    return checked(schema, path, await request('PUT', path, body, options))
  },
}
