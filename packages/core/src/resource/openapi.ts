import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { type AnyResource, viewRights } from './declaration.ts'
import { resourcePaths } from './paths.ts'

/** A route that is not a resource's (sign-in, the register's sync, reports): described by hand. */
export type DescribedRoute = { method: string; path: string; summary: string; right?: string }

type Operation = Record<string, unknown>
type PathItem = Record<string, Operation>

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string', description: 'One sentence for people' },
    code: {
      type: 'string',
      description: 'Why, from the rule’s closed set (invalid, taken, in_use, state...)',
    },
    field: { type: 'string', description: 'The body field or query parameter it concerns' },
  },
}

function schemaOf(schema: v.GenericSchema): Record<string, unknown> {
  // Transforms and checks JSON Schema cannot say are left out: the document describes, the server decides.
  const { $schema: _drop, ...json } = toJsonSchema(schema, { errorMode: 'ignore' }) as Record<string, unknown>
  return json
}

function json(schema: Record<string, unknown>) {
  return { content: { 'application/json': { schema } } }
}

const REFUSED = { description: 'Refused: nothing changed', ...json({ $ref: '#/components/schemas/Error' }) }
const NOT_FOUND = {
  description: 'Not found in the signed-in company',
  ...json({ $ref: '#/components/schemas/Error' }),
}

function listParameters(resource: AnyResource) {
  const query = (
    name: string,
    description: string,
    schema: Record<string, unknown> = { type: 'string' },
  ) => ({
    name,
    in: 'query',
    description,
    schema,
  })
  return [
    query('search', `Matches ${resource.search.join(', ') || 'nothing'}`),
    query('page', 'From 1', { type: 'integer', minimum: 1 }),
    query('limit', 'Rows a page, 1 to 250', { type: 'integer', minimum: 1, maximum: 250 }),
    query('sort', `One of ${resource.sort.join(', ')}; a leading - sorts descending`),
    ...resource.filters.map((filter) =>
      query(
        filter.key,
        filter.options
          ? `${filter.label}: ${filter.options.map((option) => option.value).join(', ')} (several as a,b)`
          : filter.label,
      ),
    ),
  ]
}

function resourceOperations(resource: AnyResource, rowRef: { $ref: string }): Record<string, PathItem> {
  const paths = resourcePaths(resource)
  const tags = [resource.label.many]
  const security = `Needs view of ${viewRights(resource).join(' or ')} to read (export for CSV), edit of ${resource.rights.edit} to change`
  const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }
  const one = json({ type: 'object', required: [resource.name], properties: { [resource.name]: rowRef } })
  const items: Record<string, PathItem> = {
    [paths.list]: {
      get: {
        tags,
        summary: `List ${resource.label.many.toLowerCase()}`,
        description: security,
        parameters: listParameters(resource),
        responses: {
          200: {
            description: 'A page',
            ...json({
              type: 'object',
              required: [resource.plural, 'total'],
              properties: { [resource.plural]: { type: 'array', items: rowRef }, total: { type: 'integer' } },
            }),
          },
          400: REFUSED,
        },
      },
      post: {
        tags,
        summary: `Create a ${resource.label.one.toLowerCase()}`,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: schemaOf(resource.create), example: resource.example } },
        },
        responses: { 200: { description: 'Created', ...one }, 400: REFUSED },
      },
    },
    [paths.csv]: {
      get: {
        tags,
        summary: `Export ${resource.label.many.toLowerCase()} as CSV`,
        parameters: listParameters(resource).filter((p) => p.name !== 'page' && p.name !== 'limit'),
        responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } } },
      },
    },
  }
  const record: PathItem = {
    get: {
      tags,
      summary: `One ${resource.label.one.toLowerCase()}`,
      parameters: [idParameter],
      responses: { 200: { description: 'The record', ...one }, 404: NOT_FOUND },
    },
    put: {
      tags,
      summary: `Change a ${resource.label.one.toLowerCase()}`,
      parameters: [idParameter],
      requestBody: { required: true, ...json(schemaOf(resource.update)) },
      responses: { 200: { description: 'Changed', ...one }, 400: REFUSED, 404: NOT_FOUND },
    },
  }
  if (resource.remove !== 'none') {
    record.delete = {
      tags,
      summary: resource.remove === 'archive' ? 'Archive' : 'Delete',
      parameters: [idParameter],
      responses: { 200: { description: 'Done', ...json({ type: 'object' }) }, 400: REFUSED, 404: NOT_FOUND },
    }
  }
  items[paths.record] = record
  for (const [name, action] of Object.entries(resource.actions ?? {})) {
    items[paths.action(name)] = {
      post: {
        tags,
        summary: action.label,
        parameters: [idParameter],
        ...(action.input ? { requestBody: { required: true, ...json(schemaOf(action.input)) } } : {}),
        responses: { 200: { description: 'Done', ...one }, 400: REFUSED, 404: NOT_FOUND },
      },
    }
  }
  return items
}

/**
 * The OpenAPI 3.1 document of the API: every declared resource with its schemas, and every other route as
 * described by hand. `routes` must name every route the app serves; the resources' own are added here.
 */
export function openApiDocument(input: {
  title: string
  version: string
  resources: readonly AnyResource[]
  routes: readonly DescribedRoute[]
}): Record<string, unknown> {
  const paths: Record<string, PathItem> = {}
  const schemas: Record<string, unknown> = { Error: ERROR_SCHEMA }
  for (const resource of input.resources) {
    const schemaName = resource.label.one.replaceAll(/[^A-Za-z0-9]/g, '')
    schemas[schemaName] = schemaOf(resource.row)
    for (const [path, item] of Object.entries(
      resourceOperations(resource, { $ref: `#/components/schemas/${schemaName}` }),
    )) {
      paths[path] = { ...paths[path], ...item }
    }
  }
  for (const route of input.routes) {
    const method = route.method.toLowerCase()
    if (paths[route.path]?.[method]) continue
    paths[route.path] = {
      ...paths[route.path],
      [method]: {
        summary: route.summary,
        ...(route.right ? { description: `Needs ${route.right}` } : {}),
        responses: { 200: { description: 'OK' }, 400: REFUSED },
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: input.title, version: input.version },
    servers: [{ url: '/' }],
    components: {
      schemas,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'session' },
        apiUser: { type: 'http', scheme: 'bearer' },
      },
    },
    security: [{ session: [] }, { apiUser: [] }],
    paths,
  }
}
