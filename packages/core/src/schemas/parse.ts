import * as v from 'valibot'
import { err, ok, type Result } from '../shared/result.ts'
import { unstorableTextPath } from './storable-text.ts'

/** One problem with an input: where it is (dot path, '' for the whole value) and what is wrong. */
export type ParseIssue = { readonly path: string; readonly message: string }

/** Why an input was refused: `message` is one readable sentence for a toast or a 400 body. */
export type ParseError = {
  readonly code: 'INVALID_INPUT'
  readonly message: string
  readonly issues: readonly ParseIssue[]
}

/**
 * Parses `input` with a schema into a Result [SCH2]. Errors read as "lines.0.quantity: A quantity must be a
 * whole number"; several are joined with "; " (at most five, then "and N more").
 */
export function parseWith<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): Result<v.InferOutput<TSchema>, ParseError> {
  const unstorable = unstorableTextPath(input)
  if (unstorable) {
    const issue = { path: unstorable.join('.'), message: 'Contains a character that cannot be saved' }
    return err({
      code: 'INVALID_INPUT',
      message: `${issue.path || 'input'}: ${issue.message}`,
      issues: [issue],
    })
  }
  const result = v.safeParse(schema, input)
  if (result.success) return ok(result.output)
  const issues = result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: friendly(issue) }))
  const shown = issues
    .slice(0, 5)
    .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
  const more = issues.length > 5 ? `; and ${issues.length - 5} more` : ''
  return err({ code: 'INVALID_INPUT', message: `${shown.join('; ')}${more}`, issues })
}

function friendly(issue: v.BaseIssue<unknown>): string {
  // valibot's default texts ("Invalid type: Expected string but received undefined") read well enough once
  // the missing-field case is said plainly.
  if (issue.kind === 'schema' && issue.received === 'undefined') return 'Required'
  return issue.message
}
