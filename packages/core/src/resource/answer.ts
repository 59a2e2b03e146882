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
