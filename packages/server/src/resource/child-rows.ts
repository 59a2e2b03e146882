import type { ResourceContext, WriteContext } from './mount.ts'

type Row = Record<string, unknown>

/**
 * The company's rows of a child table (a document's lines, payments or bills) for a page of documents, in
 * `orderBy` order, grouped by the document they belong to (`parent`, its column naming the document): `of(id)`
 * answers one document's rows, none when it has none.
 */
export async function childRowsOf(
  ctx: Pick<ResourceContext, 'db' | 'companyId'>,
  table: string,
  parent: string,
  ids: readonly number[],
  { columns, orderBy }: { columns: readonly string[]; orderBy: string },
): Promise<(id: number) => Row[]> {
  const rows: Row[] = await ctx.db
    .selectFrom(table)
    .select([parent, ...columns])
    .where('company_id', '=', ctx.companyId)
    .where(parent, 'in', ids)
    .orderBy(orderBy)
    .execute()
  const byParent = new Map<number, Row[]>()
  for (const row of rows) {
    const id = Number(row[parent])
    const own = byParent.get(id)
    if (own) own.push(row)
    else byParent.set(id, [row])
  }
  return (id) => byParent.get(id) ?? []
}

/**
 * Replaces a document's rows of a child table (its lines) with `rows`, each stored with the document (`parent`
 * column) and the company, in the write's transaction.
 */
export async function replaceChildRows(
  ctx: Pick<WriteContext, 'db' | 'companyId'>,
  table: string,
  parent: string,
  id: number,
  rows: readonly Row[],
): Promise<void> {
  await ctx.db.deleteFrom(table).where('company_id', '=', ctx.companyId).where(parent, '=', id).execute()
  if (rows.length === 0) return
  await ctx.db
    .insertInto(table)
    .values(rows.map((row) => ({ ...row, [parent]: id, company_id: ctx.companyId })))
    .execute()
}

/**
 * A document's lines, worked out by its write's beforeWrite and stored by its afterWrite, when a new document has
 * its id: `keep` holds them for the write's transaction, `store` replaces the document's lines with them (nothing
 * when the write kept none).
 */
export function pendingChildRows<L extends object>(table: string, parent: string) {
  const pending = new WeakMap<object, readonly L[]>()
  return {
    keep(ctx: WriteContext, rows: readonly L[]): void {
      pending.set(ctx.trx, rows)
    },
    async store(ctx: WriteContext, id: number): Promise<undefined> {
      const rows = pending.get(ctx.trx)
      if (rows) await replaceChildRows(ctx, table, parent, id, rows as readonly Row[])
      return undefined
    },
  }
}
