import * as core from '@pos/core'
import fc from 'fast-check'
import { sql } from 'kysely'
import type { TestApp } from './test-app.ts'

/**
 * Hostile requests over every route of the app's route table (issue 17): bodies and query strings made by
 * fast-check from the values that broke the server before (NUL, lone surrogates, numbers past int4 and past
 * what the rules can compute) mixed into bodies that otherwise pass validation, so each reaches the code behind
 * the schema. Used by fuzz.test.ts (a few thousand requests) and tests/bench/fuzz.bench.ts (a longer run).
 */

export type Route = { method: string; path: string }

/** The routes with handlers, once each (middleware entries are method ALL or paths with '*'). */
export function routesOf(t: TestApp): Route[] {
  const seen = new Map<string, Route>()
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.includes('*')) continue
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path })
  }
  return [...seen.values()]
}

/** A route path as a regular expression over real paths (`:id{[0-9]+\.json}` keeps its pattern). */
function routeRegex(path: string): RegExp {
  let source = ''
  let rest = path
  while (rest.length > 0) {
    const param = /^:[A-Za-z_]+(\{((?:[^{}]|\{[^}]*\})*)\})?/.exec(rest)
    if (param) {
      source += param[2] ? `(?:${param[2]})` : '[^/]+'
      rest = rest.slice(param[0].length)
    } else {
      source += rest[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      rest = rest.slice(1)
    }
  }
  return new RegExp(`^${source}$`)
}

/**
 * Records the bodies that the app accepted (200) while fixtures were made, by route, so the fuzz can start
 * from a body that passes validation. Returns the stop function and the recorded bodies.
 */
export function recordAcceptedBodies(t: TestApp): {
  stop(): void
  bodies: Map<string, unknown[]>
} {
  const bodies = new Map<string, unknown[]>()
  const original = t.request
  const patterns = () => routesOf(t).map((route) => ({ route, regex: routeRegex(route.path) }))
  let compiled: ReturnType<typeof patterns> | undefined
  t.request = async (method, path, options = {}) => {
    const response = await original(method, path, options)
    if (response.status === 200 && options.body !== undefined) {
      compiled ??= patterns()
      const bare = path.split('?')[0]!
      const match = compiled.find((entry) => entry.route.method === method && entry.regex.test(bare))
      if (match) {
        const key = `${method} ${match.route.path}`
        bodies.set(key, [...(bodies.get(key) ?? []), structuredClone(options.body)])
      }
    }
    return response
  }
  return { stop: () => (t.request = original), bodies }
}

/** Every field name the core schemas know, found by walking them: the keys a fuzzed body is made of. */
export function schemaFieldNames(): string[] {
  const names = new Set<string>()
  const seen = new Set<unknown>()
  const walk = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || seen.has(value) || depth > 12) return
    seen.add(value)
    const schema = value as Record<string, unknown>
    if (schema.entries && typeof schema.entries === 'object') {
      for (const [key, entry] of Object.entries(schema.entries)) {
        names.add(key)
        walk(entry, depth + 1)
      }
    }
    for (const key of ['wrapped', 'item', 'key', 'value', 'rest']) walk(schema[key], depth + 1)
    for (const key of ['options', 'pipe', 'items']) {
      if (Array.isArray(schema[key])) for (const part of schema[key]) walk(part, depth + 1)
    }
  }
  for (const exported of Object.values(core)) walk(exported, 0)
  return [...names].sort()
}

/** The values that have broken servers: text PostgreSQL cannot store, numbers past its columns and rules. */
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\uffff',
  '💳'.repeat(50),
  'x'.repeat(5000),
  '',
  ' ',
  "'; DROP TABLE sales; --",
  '2147483648',
  '-1',
  '1e20',
  'NaN',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2026-02-30T00:00:00Z',
  '../../etc/passwd',
  '<script>alert(1)</script>',
]
const HOSTILE_NUMBERS = [
  0,
  -1,
  0.5,
  -0.5,
  1.0000001,
  100.5,
  101,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  1_881_922_796,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  1e20,
  -1e20,
  1e308,
  5e-324,
]

const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
)

/** A hostile value: a leaf, or a small list or object of them. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileLeaf },
  { weight: 1, arbitrary: fc.array(hostileLeaf, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('id', 'name', 'value', '\u0000'), hostileLeaf) },
)

/** Every place in a JSON value (as key paths), the value itself included. */
function placesIn(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(path)
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) placesIn(item, [...path, i], out)
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) placesIn(item, [...path, key], out)
  }
  return out
}

function setAt(root: unknown, path: (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next
  const copy = structuredClone(root) as Record<string | number, unknown>
  let cursor = copy
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>
  cursor[path.at(-1)!] = next
  return copy
}

/** A body: an accepted body with one to three of its values (or new keys) made hostile, or a random object. */
export function bodyArbitrary(seeds: unknown[], fields: string[]): fc.Arbitrary<unknown> {
  const randomObject = fc.dictionary(fc.constantFrom(...fields), hostileValue, { maxKeys: 6 })
  if (seeds.length === 0) return fc.oneof({ weight: 5, arbitrary: randomObject }, hostileValue)
  const mutation = fc.tuple(
    fc.nat(),
    fc.oneof(fc.constant(undefined), fc.constantFrom(...fields)),
    hostileValue,
  )
  const mutated = fc
    .tuple(fc.constantFrom(...seeds), fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([seed, changes]) => {
      let body = seed
      for (const [at, newKey, value] of changes) {
        const places = placesIn(body)
        const place = places[at % places.length]!
        const holder = place.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], body)
        const isObject = holder !== null && typeof holder === 'object' && !Array.isArray(holder)
        const target = newKey !== undefined && isObject ? [...place, newKey] : place
        body = target.length === 0 ? value : setAt(body, target, value)
      }
      return body
    })
  return fc.oneof({ weight: 8, arbitrary: mutated }, { weight: 1, arbitrary: randomObject })
}

/** Percent-encoded text; a lone surrogate becomes bytes that are not UTF-8, as a hostile client sends them. */
function encodeQueryValue(text: string): string {
  return [...text]
    .map((char) => (/[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char)))
    .join('')
}

/** A query string of one to four fields, each with a hostile value. */
export function queryArbitrary(fields: string[]): fc.Arbitrary<string> {
  const commonKeys = [
    'limit',
    'since_id',
    'updated_min',
    'deleted_min',
    'sort_field',
    'page',
    'q',
    'from',
    'to',
  ]
  const value = fc.oneof(
    fc.constantFrom(...HOSTILE_TEXT.map((text) => text.slice(0, 200))),
    fc.constantFrom(...HOSTILE_NUMBERS.map(String)),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.constant('%'),
  )
  return fc
    .array(fc.tuple(fc.constantFrom(...commonKeys, ...fields), value), { maxLength: 4 })
    .map((pairs) => {
      const query = pairs.map(([key, text]) => `${key}=${encodeQueryValue(text)}`).join('&')
      return query === '' ? '' : `?${query}`
    })
}

/** A route's path with its parameters filled: the company's real id where one is known, or one that is not. */
export function pathArbitrary(route: Route, ids: Record<string, number>): fc.Arbitrary<string> {
  const hostileId = fc.constantFrom(
    '0',
    '-1',
    '2147483648',
    '99999999999999999999',
    '1e5',
    '%00',
    'x',
    '1.5',
    '%ED%A0%80',
  )
  return fc.tuple(fc.boolean(), hostileId).map(([real, bad]) =>
    route.path.replace(
      /(?:\/([a-z]+))?\/:[A-Za-z_]+(\{(?:[^{}]|\{[^}]*\})*\})?/g,
      (_, resource: string | undefined, pattern?: string) => {
        const json = /\\(\.[a-z]+)\}$/.exec(pattern ?? '')?.[1] ?? ''
        const id = resource === undefined ? undefined : ids[resource]
        const prefix = resource === undefined ? '' : `/${resource}`
        return `${prefix}/${real && id !== undefined ? id : bad}${json}`
      },
    ),
  )
}

/**
 * A digest of every row the company owns, in one statement: one md5 per table that has a company_id column
 * (`skip` leaves out tables that change on reads, like the sessions' last use).
 */
export async function companyDigest(t: TestApp, companyId: number, skip: readonly string[]): Promise<string> {
  const { db } = t.database
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where column_name = 'company_id' and table_schema = current_schema()
    order by table_name`.execute(db)
  const parts = tables.rows
    .map((row) => row.table_name)
    .filter((table) => !skip.includes(table))
    .map(
      (table) =>
        sql`${table}::text || ':' || coalesce((select md5(string_agg(r::text, '|' order by r::text)) from ${sql.table(table)} r where r.company_id = ${companyId}), '')`,
    )
  const digest = await sql<{ digest: string }>`select concat_ws(',', ${sql.join(parts)}) as digest`.execute(
    db,
  )
  return digest.rows[0]!.digest
}
