import {
  type AnyResource,
  actionRight,
  checkPayload,
  csvHeader,
  csvLines,
  customFieldColumns,
  isRefusal,
  MAX_PAGE_SIZE,
  type Refusal,
  type ResourceListQuery,
  readListQuery,
  refusal,
  rowKeys,
  uniqueRefusal,
  viewRights,
} from '@pos/core'
import type { Context, Handler, Hono } from 'hono'
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
  type Transaction,
} from 'kysely'
import { checkedCustomValues, customFieldsOf } from '../admin/custom-values.ts'
import type { AppDeps, AppEnv, Principal } from '../app-env.ts'
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.ts'
import type { Database } from '../db/schema.ts'
import { requireAny, requireRight } from '../http/access.ts'
import { principalOf } from '../http/authenticate.ts'
import { ERROR_MESSAGES, notFound, refused } from '../http/errors.ts'
import { idParam } from '../http/read-payload.ts'
import { Refused } from '../http/refused.ts'
import { routePaths } from '../http/route-paths.ts'
import { likePattern } from '../reasons/like-pattern.ts'
import { answerRow, columnValues } from './answer-row.ts'

/**
 * The one place the back office's resources meet the database (ARCHITECTURE.md, "The back office"): a core
 * declaration becomes its list (paged, searched, filtered, sorted), CSV, get, create, update, delete or archive
 * and actions, each scoped to the signed-in company and behind the declared right. A resource with its own shape
 * overrides only what differs through its hooks.
 */

// The tables are named by the declarations at run time; kysely's table typing cannot follow, so this module
// (and only this module) speaks to them untyped.
// biome-ignore lint/suspicious/noExplicitAny: see above.
type AnyDb = Kysely<any>
// biome-ignore lint/suspicious/noExplicitAny: see above.
type AnySelect = SelectQueryBuilder<any, any, any>
// biome-ignore lint/suspicious/noExplicitAny: see above.
type AnyWhere = ExpressionBuilder<any, any>
type Row = Record<string, unknown>

/** What a hook gets: the transaction (or the database for reads), who asks, and the app's deps. */
export type ResourceContext = {
  db: AnyDb
  companyId: number
  principal: Principal
  deps: AppDeps
}

/**
 * A write's context: inside the write's transaction; `extra` adds top-level keys to the answer (a secret
 * shown once, for example).
 */
export type WriteContext = ResourceContext & {
  trx: Transaction<Database>
  extra: Record<string, unknown>
  /** Work for once the write is committed (an email): outside the transaction, only when it succeeded. */
  afterCommit: (() => Promise<void>)[]
}

export type ResourceHooks = {
  /** Row keys that are not columns of the table (`decorate` adds them). */
  computed?: readonly string[]
  /**
   * A jsonb column that keeps every row and body key that has no column of its own (a template's or a
   * promotion's fields): `columns` are the row keys that are columns; the rest is read from and written to
   * `column`.
   */
  packed?: { readonly column: string; readonly columns: readonly string[] }
  /** Adds computed keys to a page of rows (counts, names of referenced records). */
  decorate?: (ctx: ResourceContext, rows: Row[]) => Promise<Row[]>
  /** Adds to one record's answer (get, create, update, actions) what its list row leaves out (figures). */
  detail?: (ctx: ResourceContext, row: Row) => Promise<Row>
  /** Keys a get answers beside the record (a store's registers). */
  besides?: (ctx: ResourceContext, row: Row) => Promise<Row>
  /** Columns that order the rows of equal sort key, before their ids (a first name after the last). */
  thenBy?: readonly string[]
  /** Narrows every read beyond the company (restriction groups, a kind); applies to get, update and actions. */
  scope?: (ctx: ResourceContext, query: AnySelect) => AnySelect
  /**
   * What the list's search text matches when it is more than the declared keys' text (a whole name, a phone's
   * digits, an exact code): one condition per way a row may match, given the text's LIKE pattern and the text.
   */
  search?: (eb: AnyWhere, pattern: string, text: string) => Expression<SqlBool>[]
  /** Narrows the list for query parameters the declaration cannot say. */
  listFilter?: (ctx: ResourceContext, query: AnySelect, c: Context<AppEnv>) => AnySelect | Refusal
  /** Completes or refuses a create (`current` undefined) or an update, inside its transaction. */
  beforeWrite?: (ctx: WriteContext, values: Row, current: Row | undefined) => Promise<Row | Refusal>
  /** Runs after a create or update in its transaction, with the written row. */
  afterWrite?: (ctx: WriteContext, row: Row, current: Row | undefined) => Promise<Refusal | undefined>
  /** May refuse a delete or archive. */
  beforeRemove?: (ctx: WriteContext, row: Row) => Promise<Refusal | undefined>
  /**
   * An action's work in its transaction, after the declaration's state rule passed: a refusal, the columns to
   * change on the record, or nothing (it wrote what it needed itself).
   */
  actions?: Record<
    string,
    (ctx: WriteContext, row: Row, input: unknown) => Promise<Refusal | Row | undefined>
  >
  /** Handlers that replace the mounted ones outright. */
  replace?: Partial<Record<'list' | 'get' | 'create' | 'update' | 'remove', Handler<AppEnv>>>
}

/** A declaration and what differs for it on the server. */
export type ResourceMount = { resource: AnyResource; hooks?: ResourceHooks }

export function resourceMount(resource: AnyResource, hooks: ResourceHooks = {}): ResourceMount {
  return { resource, hooks }
}

/** The Hono paths of a resource (the id as digits, then `.json`). */
export function resourceRoutePaths(resource: AnyResource) {
  return routePaths(resource.name, resource.plural)
}

function failure(resource: AnyResource, error: unknown): Refusal {
  if (isUniqueViolation(error)) {
    return (
      uniqueRefusal(resource) ?? refusal('taken', `This ${resource.label.one.toLowerCase()} already exists`)
    )
  }
  if (isForeignKeyViolation(error)) {
    return refusal(
      'in_use',
      resource.inUse ?? `This ${resource.label.one.toLowerCase()} is in use and cannot be deleted`,
    )
  }
  throw error
}

async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false; refusal: Refusal }> {
  try {
    const text = await c.req.text()
    return { ok: true, value: text === '' ? {} : JSON.parse(text) }
  } catch {
    return { ok: false, refusal: refusal('invalid', ERROR_MESSAGES.badJson) }
  }
}

/** Mounts one resource on the app. */
export function mountResource(
  app: Hono<AppEnv>,
  deps: AppDeps,
  { resource, hooks = {} }: ResourceMount,
): void {
  const db = deps.database.db as unknown as AnyDb
  const paths = resourceRoutePaths(resource)
  const computed = new Set(hooks.computed ?? [])
  const packed = hooks.packed
  const columns = packed
    ? [...packed.columns, packed.column]
    : rowKeys(resource).filter((key) => !computed.has(key))
  /** The table's columns of the row, qualified by the table (a hook's scope may join others). */
  const selected = columns.map((key) => `${resource.table}.${key}`)
  // The declaration's rights per action: list and read view, CSV exports, writes edit, actions their own.
  const view = requireAny(viewRights(resource).map((area) => ({ area, action: 'view' as const })))
  const exportRows = requireAny(viewRights(resource).map((area) => ({ area, action: 'export' as const })))
  const unpacked = packed ? (row: Row) => unpack(packed, row) : (row: Row) => row
  const packedValues = packed ? (values: Row) => pack(packed, values) : (values: Row) => values
  const edit = requireRight(resource.rights.edit, 'edit')

  const contextOf = (c: Context<AppEnv>, handle: AnyDb = db): ResourceContext => {
    const principal = principalOf(c)
    return { db: handle, companyId: principal.companyId, principal, deps }
  }

  /** The company's rows of the table, narrowed by the resource's scope. */
  function scoped(ctx: ResourceContext): AnySelect {
    const query = ctx.db.selectFrom(resource.table).where(`${resource.table}.company_id`, '=', ctx.companyId)
    return hooks.scope ? hooks.scope(ctx, query) : query
  }

  /** The declared search: any of the declared keys' text holds the search text. */
  function declaredSearch(eb: AnyWhere, pattern: string): Expression<SqlBool>[] {
    return resource.search.map((key) =>
      eb(sql`${sql.ref(`${resource.table}.${key}`)}::text`, 'ilike', pattern),
    )
  }

  function filtered(ctx: ResourceContext, query: ResourceListQuery): AnySelect {
    let rows = scoped(ctx)
    if (resource.remove === 'archive' && !query.filters.some((filter) => filter.column === 'archived')) {
      rows = rows.where(`${resource.table}.archived`, '=', false)
    }
    for (const filter of query.filters) {
      const column = sql.ref(`${resource.table}.${filter.column}`)
      rows =
        filter.values.length === 1
          ? rows.where(column, '=', filter.values[0])
          : rows.where(column, 'in', filter.values)
    }
    const search = hooks.search ?? (resource.search.length > 0 ? declaredSearch : undefined)
    if (query.search && search) {
      const pattern = likePattern(query.search)
      rows = rows.where((eb) => eb.or(search(eb, pattern, query.search)))
    }
    return rows
  }

  function ordered(query: AnySelect, list: ResourceListQuery): AnySelect {
    const { key, descending } = list.sort
    const direction = descending ? sql`DESC` : sql`ASC`
    const kind = resource.row.entries[key]?.type
    const column = sql.ref(`${resource.table}.${key}`)
    // Text sorts as people read it (case folded); a date or time kept as text in the row sorts the same way.
    const sortValue = kind === 'string' ? sql`lower(${column}::text)` : column
    let sorted = query.orderBy(sql`${sortValue} ${direction} NULLS LAST`)
    for (const then of hooks.thenBy ?? []) {
      if (then !== key)
        sorted = sorted.orderBy(sql`lower(${sql.ref(`${resource.table}.${then}`)}::text) ${direction}`)
    }
    return sorted.orderBy(sql`${sql.ref(`${resource.table}.id`)} ${direction}`)
  }

  async function decorated(ctx: ResourceContext, rows: Row[]): Promise<Row[]> {
    const full = hooks.decorate ? await hooks.decorate(ctx, rows) : rows
    return full.map((row) => answerRow(resource, row))
  }

  /** One record as answered: its list row and its detail. */
  async function answered(ctx: ResourceContext, row: Row): Promise<Row> {
    const full = hooks.detail ? await hooks.detail(ctx, row) : row
    const [answer] = await decorated(ctx, [full])
    return answer as Row
  }

  async function readOne(ctx: ResourceContext, id: number, lock = false): Promise<Row | undefined> {
    let query = scoped(ctx).select(selected).where(`${resource.table}.id`, '=', id)
    if (lock) query = query.forUpdate(resource.table)
    const row = await query.executeTakeFirst()
    return row ? unpacked(row) : undefined
  }

  async function published(companyId: number) {
    if (resource.realtime) await deps.realtime.publishUpdate(companyId, resource.realtime)
  }

  /** The list a request asks for, narrowed by its query and the resource's hooks: the query, or its refusal. */
  function listed(
    c: Context<AppEnv>,
  ): { ctx: ResourceContext; rows: AnySelect; query: ResourceListQuery } | Refusal {
    const query = readListQuery(resource, c.req.query())
    if (!query.ok) return query.error
    const ctx = contextOf(c)
    const rows = filtered(ctx, query.value)
    const narrowed = hooks.listFilter ? hooks.listFilter(ctx, rows, c) : rows
    return isRefusal(narrowed) ? narrowed : { ctx, rows: narrowed, query: query.value }
  }

  const list: Handler<AppEnv> = async (c) => {
    const asked = listed(c)
    if (isRefusal(asked)) return refused(c, asked)
    const { ctx, rows, query } = asked
    const { total } = await rows.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()
    const page = await ordered(rows.select(selected), query)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute()
    return c.json({ [resource.plural]: await decorated(ctx, page.map(unpacked)), total: Number(total) })
  }

  const csv: Handler<AppEnv> = async (c) => {
    const asked = listed(c)
    if (isRefusal(asked)) return refused(c, asked)
    const { ctx, rows, query } = asked
    // A column per custom field of the kind, headed by the field's name, after the declared ones.
    const csvColumns = resource.customFields
      ? [
          ...resource.columns,
          ...customFieldColumns(
            await customFieldsOf(ctx.db as Kysely<Database>, ctx.companyId, resource.customFields),
          ),
        ]
      : resource.columns
    // Reads the rows a page at a time, so the database never sends the whole list in one result.
    let text = csvHeader(resource, csvColumns)
    for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
      const page = await ordered(rows.select(selected), query).limit(MAX_PAGE_SIZE).offset(offset).execute()
      text += csvLines(resource, await decorated(ctx, page.map(unpacked)), csvColumns)
      if (page.length < MAX_PAGE_SIZE) break
    }
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header('Content-Disposition', `attachment; filename="${resource.csvName ?? resource.plural}.csv"`)
    return c.body(text)
  }

  const get: Handler<AppEnv> = async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const ctx = contextOf(c)
    const row = await readOne(ctx, id)
    if (!row) return notFound(c)
    const besides = hooks.besides ? await hooks.besides(ctx, row) : {}
    return c.json({ [resource.name]: await answered(ctx, row), ...besides })
  }

  /** A write in one transaction: the refusal, or the written row as answered. */
  async function write(
    c: Context<AppEnv>,
    work: (ctx: WriteContext) => Promise<Row | Refusal | undefined>,
  ): Promise<Response> {
    const base = contextOf(c)
    const extra: Record<string, unknown> = {}
    const afterCommit: (() => Promise<void>)[] = []
    let outcome: Row | Refusal | undefined
    try {
      outcome = await deps.database.db.transaction().execute(async (trx) => {
        const ctx: WriteContext = { ...base, db: trx as unknown as AnyDb, trx, extra, afterCommit }
        const result = await work(ctx)
        // A refusal after something was written must undo it: roll back by throwing the refusal out.
        if (isRefusal(result)) throw new Refused(result)
        return result
      })
    } catch (error) {
      if (error instanceof Refused) return refused(c, error.refusal)
      return refused(c, failure(resource, error))
    }
    if (outcome === undefined) return notFound(c)
    if (isRefusal(outcome)) return refused(c, outcome)
    for (const run of afterCommit) await run()
    await published(base.companyId)
    return c.json({ [resource.name]: await answered(base, outcome), ...extra })
  }

  async function saved(ctx: WriteContext, body: Row, current: Row | undefined): Promise<Row | Refusal> {
    const ruled = resource.check?.(body, current ? answerRow(resource, current) : undefined)
    if (ruled) return ruled
    // Custom values sent are checked against the company's fields and replace the record's; left out, kept.
    let values = body
    if (resource.customFields && body.custom !== undefined) {
      const custom = await checkedCustomValues(
        ctx.trx,
        ctx.companyId,
        resource.customFields,
        body.custom as Row,
      )
      if (isRefusal(custom)) return custom
      values = { ...body, custom }
    }
    const completed = hooks.beforeWrite ? await hooks.beforeWrite(ctx, values, current) : values
    if (isRefusal(completed)) return completed
    const table = ctx.db as AnyDb
    const stored = columnValues(packedValues(completed))
    const written: Row = current
      ? await table
          .updateTable(resource.table)
          .set({ ...stored, updated: sql`now()` })
          .where('company_id', '=', ctx.companyId)
          .where('id', '=', current.id)
          .returning(columns)
          .executeTakeFirstOrThrow()
      : await table
          .insertInto(resource.table)
          .values({ ...stored, company_id: ctx.companyId })
          .returning(columns)
          .executeTakeFirstOrThrow()
    const row = unpacked(written)
    const after = hooks.afterWrite ? await hooks.afterWrite(ctx, row, current) : undefined
    return after ?? row
  }

  const create: Handler<AppEnv> = async (c) => {
    const body = await readJson(c)
    if (!body.ok) return refused(c, body.refusal)
    const parsed = checkPayload(resource.create, body.value)
    if (!parsed.ok) return refused(c, parsed.error)
    return write(c, (ctx) => saved(ctx, parsed.value as Row, undefined))
  }

  const update: Handler<AppEnv> = async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const body = await readJson(c)
    if (!body.ok) return refused(c, body.refusal)
    const parsed = checkPayload(resource.update, body.value)
    if (!parsed.ok) return refused(c, parsed.error)
    return write(c, async (ctx) => {
      const current = await readOne(ctx, id, true)
      return current ? saved(ctx, parsed.value as Row, current) : undefined
    })
  }

  const remove: Handler<AppEnv> = async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const base = contextOf(c)
    try {
      const outcome = await deps.database.db.transaction().execute(async (trx) => {
        const ctx: WriteContext = { ...base, db: trx as unknown as AnyDb, trx, extra: {}, afterCommit: [] }
        const current = await readOne(ctx, id, true)
        if (!current) return undefined
        const refusedBy = hooks.beforeRemove ? await hooks.beforeRemove(ctx, current) : undefined
        if (refusedBy) return refusedBy
        const table = ctx.db
        if (resource.remove === 'archive') {
          await table
            .updateTable(resource.table)
            .set({ archived: true, updated: sql`now()` })
            .where('company_id', '=', ctx.companyId)
            .where('id', '=', id)
            .execute()
        } else {
          await table
            .deleteFrom(resource.table)
            .where('company_id', '=', ctx.companyId)
            .where('id', '=', id)
            .execute()
        }
        return current
      })
      if (outcome === undefined) return notFound(c)
      if (isRefusal(outcome)) return refused(c, outcome)
    } catch (error) {
      return refused(c, failure(resource, error))
    }
    await published(base.companyId)
    return c.json({ ok: true })
  }

  app.get(paths.list, view, hooks.replace?.list ?? list)
  app.get(paths.csv, exportRows, csv)
  app.post(paths.list, edit, hooks.replace?.create ?? create)
  app.get(paths.record, view, hooks.replace?.get ?? get)
  app.put(paths.record, edit, hooks.replace?.update ?? update)
  if (resource.remove !== 'none') app.delete(paths.record, edit, hooks.replace?.remove ?? remove)

  for (const [name, action] of Object.entries(resource.actions ?? {})) {
    const handler = hooks.actions?.[name]
    if (!handler && !action.change) {
      throw new Error(
        `${resource.name}: action ${name} has neither a change in core nor a handler on the server`,
      )
    }
    const right = actionRight(resource, name)
    app.post(paths.action(name), requireRight(right.area, right.action), async (c) => {
      const id = idParam(c)
      if (!id) return notFound(c)
      let input: unknown
      if (action.input) {
        const body = await readJson(c)
        if (!body.ok) return refused(c, body.refusal)
        const parsed = checkPayload(action.input, body.value)
        if (!parsed.ok) return refused(c, parsed.error)
        input = parsed.value
      }
      return write(c, async (ctx) => {
        const current = await readOne(ctx, id, true)
        if (!current) return undefined
        const ruled = action.allowed?.(answerRow(resource, current))
        if (ruled) return ruled
        const change = handler
          ? await handler(ctx, current, input)
          : action.change?.(answerRow(resource, current), input)
        if (isRefusal(change)) return change
        if (change && Object.keys(change).length > 0) {
          const written = await ctx.db
            .updateTable(resource.table)
            .set({
              ...columnValues(packed ? pack(packed, { ...current, ...change }) : change),
              updated: sql`now()`,
            })
            .where('company_id', '=', ctx.companyId)
            .where('id', '=', id)
            .returning(columns)
            .executeTakeFirstOrThrow()
          return unpacked(written)
        }
        return readOne(ctx, id)
      })
    })
  }
}

/** A stored row as the resource reads it: the packed column's keys beside the row's own columns. */
function unpack(packed: NonNullable<ResourceHooks['packed']>, row: Row): Row {
  const { [packed.column]: inner, ...own } = row
  const fields = inner !== null && typeof inner === 'object' ? (inner as Row) : {}
  return { ...fields, ...own }
}

/** Values to store: the row's own columns as they are, every other key in the packed column. */
function pack(packed: NonNullable<ResourceHooks['packed']>, values: Row): Row {
  const own: Row = {}
  const inner: Row = {}
  for (const [key, value] of Object.entries(values)) {
    if (key === 'id' || key === 'created' || key === 'updated' || key === packed.column) continue
    if (packed.columns.includes(key)) own[key] = value
    else if (value !== undefined) inner[key] = value
  }
  return { ...own, [packed.column]: inner }
}
