import * as v from 'valibot'
import type { AnyResource } from './declaration.ts'

/**
 * Why an answered row does not match the resource's row schema (undefined when it does): the web checks the
 * server's answers with it in development, so a server that drifts from the declaration is caught at once.
 */
export function rowProblem(resource: AnyResource, row: unknown): string | undefined {
  const result = v.safeParse(resource.row, row)
  if (result.success) return undefined
  const issue = result.issues[0]
  return `${resource.name}.${issue ? (v.getDotPath(issue) ?? '') : ''}: ${issue?.message ?? 'does not match'}`
}

/** The keys of the row schema: the columns the server selects. */
export function rowKeys(resource: AnyResource): string[] {
  return Object.keys(resource.row.entries)
}

/** The JSON kind of a row key (`number`, `string`, `boolean`, `object`...), looking through optional and nullable. */
export function rowKeyKind(resource: AnyResource, key: string): string | undefined {
  let schema = resource.row.entries[key] as v.GenericSchema | undefined
  for (let depth = 0; schema && depth < 5; depth += 1) {
    const wrapped = (schema as { wrapped?: v.GenericSchema }).wrapped
    if (!wrapped) break
    schema = wrapped
  }
  if (!schema) return undefined
  if (schema.type === 'picklist' || schema.type === 'literal') return 'string'
  return schema.type
}

/** What an answer (or a body) of a schema is, for the web, which takes its types from core only. */
export type AnswerOf<S extends v.GenericSchema> = v.InferOutput<S>
export type InputOf<S extends v.GenericSchema> = v.InferInput<S>
export type AnySchema = v.GenericSchema

/** Why an answer does not match its schema (undefined when it does), for checking answers while developing. */
export function answerProblem(schema: v.GenericSchema, answer: unknown): string | undefined {
  const result = v.safeParse(schema, answer)
  if (result.success) return undefined
  const issue = result.issues[0]
  return `${issue ? (v.getDotPath(issue) ?? '') : ''}: ${issue?.message ?? 'does not match'}`
}
