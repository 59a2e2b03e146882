import type * as v from 'valibot'
import { parsePayload } from '../admin/parse-payload.ts'
import { err, ok, type Result } from '../shared/result.ts'

/**
 * Why something was refused: a code from the rule's closed set, one sentence for people, and the field it
 * concerns when there is one. Core rules return it, the server answers it as HTTP 400
 * `{ error: message, code, field }`, and the web shows it under that field (or as a toast).
 */
export type Refusal = { readonly code: string; readonly message: string; readonly field?: string }

export function refusal(code: string, message: string, field?: string): Refusal {
  return field === undefined ? { code, message } : { code, message, field }
}

/** True for a value shaped like a refusal (an answer body, a rule's outcome). */
export function isRefusal(value: unknown): value is Refusal {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Refusal).code === 'string' &&
    typeof (value as Refusal).message === 'string'
  )
}

/**
 * Checks `input` against `schema` as every payload is checked (parsePayload: text that cannot be stored is
 * refused first): the parsed value, or the refusal naming the first bad field.
 */
export function checkPayload<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): Result<v.InferOutput<S>, Refusal> {
  const parsed = parsePayload(schema, input)
  return parsed.ok ? ok(parsed.value) : err(refusal('invalid', parsed.error, parsed.field))
}
