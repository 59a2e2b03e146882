import type { ResourceContext } from './mount.ts'

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
