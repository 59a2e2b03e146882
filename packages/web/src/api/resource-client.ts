import {
  type ActionOf,
  type AnyResource,
  type CreateInputOf,
  type Refusal,
  type RowOf,
  rowProblem,
  type UpdateInputOf,
} from '@pos/core'
import { ApiError, type RequestOptions, request } from './client.ts'

/** A list page of a resource: its rows and how many match in all. */
export type ResourcePage<R extends AnyResource> = { rows: RowOf<R>[]; total: number }

/** A list request: search, page, limit, sort and the declared filters by key. */
export type ResourceListParams = Record<string, string | number | undefined>

type Options = Pick<RequestOptions, 'signal' | 'quiet'>

/** Checks the server's rows against the declaration while developing, so drift shows at once. */
function checked<R extends AnyResource>(resource: R, rows: unknown[]): RowOf<R>[] {
  if (import.meta.env?.DEV) {
    for (const row of rows) {
      const problem = rowProblem(resource, row)
      if (problem) console.error(`The server's ${resource.name} does not match its declaration: ${problem}`)
    }
  }
  return rows as RowOf<R>[]
}

function only(options: Options | undefined): Options {
  return options ?? {}
}

/** An answer's object (the server answers one for every resource route). */
function answerObject(answer: unknown): Record<string, unknown> {
  return answer !== null && typeof answer === 'object' ? (answer as Record<string, unknown>) : {}
}

/**
 * The typed client of a resource, drawn from its core declaration: request bodies and answers take their
 * types from the schemas, so a renamed field is a compile error in every screen that uses it.
 */
export function resourceClient<R extends AnyResource>(resource: R) {
  const list = `proxy/${resource.plural}.json`
  const record = (id: number) => `proxy/${resource.name}/${id}.json`
  const one = (answer: Record<string, unknown>) => checked(resource, [answer[resource.name]])[0] as RowOf<R>
  return {
    resource,
    async list(params: ResourceListParams = {}, options?: Options): Promise<ResourcePage<R>> {
      const answer = answerObject(await request('GET', list, undefined, { query: params, ...only(options) }))
      const rows = Array.isArray(answer[resource.plural]) ? (answer[resource.plural] as unknown[]) : []
      return {
        rows: checked(resource, rows),
        total: typeof answer.total === 'number' ? answer.total : rows.length,
      }
    },
    async get(id: number, options?: Options): Promise<RowOf<R>> {
      return one(answerObject(await request('GET', record(id), undefined, only(options))))
    },
    async create(input: CreateInputOf<R>, options?: Options): Promise<RowOf<R>> {
      return one(answerObject(await request('POST', list, input, only(options))))
    },
    async update(id: number, input: UpdateInputOf<R>, options?: Options): Promise<RowOf<R>> {
      return one(answerObject(await request('PUT', record(id), input, only(options))))
    },
    async remove(id: number, options?: Options): Promise<void> {
      await request('DELETE', record(id), undefined, only(options))
    },
    async act(id: number, action: ActionOf<R>, input: unknown = {}, options?: Options): Promise<RowOf<R>> {
      const path = `proxy/${resource.name}/${id}/${action}.json`
      return one(answerObject(await request('POST', path, input, only(options))))
    },
    /** The CSV export's address with the list's search and filters. */
    csvUrl(params: ResourceListParams = {}): string {
      const query = new URLSearchParams()
      for (const [key, value] of Object.entries(params)) {
        if (value !== undefined && value !== '' && key !== 'page' && key !== 'limit')
          query.set(key, String(value))
      }
      const text = query.toString()
      return `/api/proxy/${resource.plural}.csv${text ? `?${text}` : ''}`
    },
  }
}

export type ResourceClient<R extends AnyResource> = ReturnType<typeof resourceClient<R>>

/** The refusal a failed request carries (the server's `{ error, code, field }`), for showing under its field. */
export function refusalOf(error: unknown): Refusal | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined
  const body = error.body as { error?: unknown; code?: unknown; field?: unknown } | null
  if (!body || typeof body.error !== 'string') return undefined
  return {
    code: typeof body.code === 'string' ? body.code : 'invalid',
    message: body.error,
    ...(typeof body.field === 'string' ? { field: body.field } : {}),
  }
}
