import { sql } from 'kysely'
import * as Y from 'yjs'
import type { DatabaseHandle } from '../db/open-database.ts'

/**
 * Where the server keeps Yjs documents: append-only rows of `yjs_updates` per (company, document), merged
 * by a compaction into one row. Any instance rebuilds a document from its rows, so instances hold no state.
 */
export type StoredUpdate = { id: number; update: Uint8Array }

type Row = { id: string | number; update: Uint8Array }

function toStored(row: Row): StoredUpdate {
  return { id: Number(row.id), update: new Uint8Array(row.update) }
}

/** Appends one update; answers its row id. */
export async function appendUpdate(
  database: DatabaseHandle,
  companyId: number,
  doc: string,
  update: Uint8Array,
): Promise<number> {
  const result = await sql<{ id: string | number }>`
    INSERT INTO yjs_updates (company_id, doc, update) VALUES (${companyId}, ${doc}, ${toParameter(update)})
    RETURNING id`.execute(database.db)
  return Number(result.rows[0]?.id)
}

/** The rows of a document after `afterId`, plus the row `alsoId` (one announced by another instance). */
export async function readUpdates(
  database: DatabaseHandle,
  companyId: number,
  doc: string,
  afterId: number,
  alsoId?: number,
): Promise<StoredUpdate[]> {
  const result = await sql<Row>`
    SELECT id, update FROM yjs_updates
    WHERE company_id = ${companyId} AND doc = ${doc} AND (id > ${afterId} OR id = ${alsoId ?? -1})
    ORDER BY id`.execute(database.db)
  return result.rows.map(toStored)
}

/**
 * Replaces a document's rows by one merged update when it has more than `minRows`. Rows appended meanwhile
 * (higher ids) are kept as they are. Answers the merged row's id, or undefined when nothing was done.
 */
export async function compactDocument(
  database: DatabaseHandle,
  companyId: number,
  doc: string,
  minRows = 1,
): Promise<{ id: number; merged: number } | undefined> {
  return database.db.transaction().execute(async (trx) => {
    const rows = (
      await sql<Row>`
        SELECT id, update FROM yjs_updates WHERE company_id = ${companyId} AND doc = ${doc}
        ORDER BY id FOR UPDATE`.execute(trx)
    ).rows.map(toStored)
    if (rows.length <= minRows) return undefined
    const last = rows[rows.length - 1]?.id ?? 0
    const merged = Y.mergeUpdates(rows.map((row) => row.update))
    await sql`DELETE FROM yjs_updates WHERE company_id = ${companyId} AND doc = ${doc} AND id <= ${last}`.execute(
      trx,
    )
    const inserted = await sql<{ id: string | number }>`
      INSERT INTO yjs_updates (company_id, doc, update) VALUES (${companyId}, ${doc}, ${toParameter(merged)})
      RETURNING id`.execute(trx)
    return { id: Number(inserted.rows[0]?.id), merged: rows.length }
  })
}

/** How many rows a document has (tests, compaction). */
export async function countUpdates(
  database: DatabaseHandle,
  companyId: number,
  doc: string,
): Promise<number> {
  const result = await sql<{ n: string | number }>`
    SELECT count(*) AS n FROM yjs_updates WHERE company_id = ${companyId} AND doc = ${doc}`.execute(
    database.db,
  )
  return Number(result.rows[0]?.n ?? 0)
}

/** node-postgres sends a Buffer as bytea; PGlite takes a Uint8Array. A Buffer is both. */
function toParameter(update: Uint8Array): Buffer {
  return Buffer.from(update.buffer, update.byteOffset, update.byteLength)
}
