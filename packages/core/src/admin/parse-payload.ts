import * as v from 'valibot'
import { unstorableTextPath } from '../schemas/storable-text.ts'

/**
 * The outcome of checking a request body or query: the clean value, or one sentence for the user and the
 * field it concerns (the dot path of the first problem).
 */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string; field?: string }

/** Any valibot schema; the server validates through this module so that it never imports valibot. */
export type PayloadSchema = v.GenericSchema

/** What a schema produces once a payload passes it. */
export type PayloadOutput<S extends PayloadSchema> = v.InferOutput<S>

/** A field path as a person reads it: `settings.pos_store_id` becomes "settings pos store id". */
function fieldLabel(issue: v.BaseIssue<unknown>): string | undefined {
  const path = v.getDotPath(issue)
  if (!path) return undefined
  return labelOf(path)
}

function labelOf(dotPath: string): string {
  return dotPath.replaceAll('.', ' ').replaceAll('_', ' ')
}

/**
 * The sentence for text that cannot be stored (U+0000 or a lone surrogate) at `path`, or undefined when the
 * input has none: checked before any schema, so every payload refuses it with the field named.
 */
export function unstorableTextMessage(input: unknown): string | undefined {
  const path = unstorableTextPath(input)
  if (!path) return undefined
  const where = path.length > 0 ? labelOf(path.join('.')) : 'the request'
  return `Please check ${where}: it contains a character that cannot be saved`
}

/**
 * The one sentence shown for the first problem in a payload. Our schemas carry their own messages;
 * valibot's generic ones ("Invalid type: ...") are prefixed with the field they concern.
 */
export function issueMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]
  if (!issue) return 'The request is not valid'
  const label = fieldLabel(issue)
  if (label && issue.type === 'object' && issue.received === 'undefined') return `Please enter ${label}`
  if (issue.message.startsWith('Invalid ')) {
    return label ? `Please check ${label}: ${issue.message}` : 'The request body must be a JSON object'
  }
  return issue.message
}

/** Checks `input` against `schema` and returns the parsed value or a clear message. */
export function parsePayload<S extends PayloadSchema>(
  schema: S,
  input: unknown,
): ParseResult<PayloadOutput<S>> {
  const unstorable = unstorableTextMessage(input)
  if (unstorable) {
    const path = unstorableTextPath(input)?.join('.')
    return path ? { ok: false, error: unstorable, field: path } : { ok: false, error: unstorable }
  }
  const result = v.safeParse(schema, input)
  if (result.success) return { ok: true, value: result.output }
  const first = result.issues[0]
  const field = first ? v.getDotPath(first) : null
  return field
    ? { ok: false, error: issueMessage(result.issues), field }
    : { ok: false, error: issueMessage(result.issues) }
}
