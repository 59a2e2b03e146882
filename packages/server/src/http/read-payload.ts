import { type ParseResult, type PayloadOutput, type PayloadSchema, parsePayload } from '@pos/core'
import type { Context } from 'hono'
import { ERROR_MESSAGES } from './errors.ts'

/** Reads the JSON body and checks it with a core schema: the value, or the sentence for a 400. */
export async function readBody<S extends PayloadSchema>(
  c: Context,
  schema: S,
): Promise<ParseResult<PayloadOutput<S>>> {
  let body: unknown
  try {
    const text = await c.req.text()
    body = text === '' ? {} : JSON.parse(text)
  } catch {
    return { ok: false, error: ERROR_MESSAGES.badJson }
  }
  return parsePayload(schema, body)
}

/** Checks the query string with a core schema. */
export function readQuery<S extends PayloadSchema>(c: Context, schema: S): ParseResult<PayloadOutput<S>> {
  return parsePayload(schema, c.req.query())
}

/** The numeric id of a `/{resource}/{id}.json` (or `.pdf`) path; undefined when it is not a usable id. */
export function idParam(c: Context, name = 'id'): number | undefined {
  const match = /^(\d{1,9})(\.json|\.pdf)?$/.exec(c.req.param(name) ?? '')
  if (!match?.[1]) return undefined
  const id = Number(match[1])
  return id > 0 ? id : undefined
}
