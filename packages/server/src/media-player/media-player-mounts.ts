import { mediaPlayerResource, playlistResource, refusal } from '@pos/core'
import { sql } from 'kysely'
import { visibleRow } from '../admin/restrictions.ts'
import type { Principal } from '../app-env.ts'
import { resourceMount } from '../resource/mount.ts'

/** Playlists: a plain resource (its items are a jsonb list in play order). */
export const playlistMount = resourceMount(playlistResource)

type Names = {
  id: number
  store_name: string | null
  video_playlist_name: string | null
  audio_playlist_name: string | null
}

/**
 * Media players: their store's and playlists' names beside each row, and only the company's own store and
 * playlists may be chosen; a user in store restriction groups sees, changes and places players only in their
 * groups' stores.
 */
export const mediaPlayerMount = resourceMount(mediaPlayerResource, {
  computed: ['store_name', 'video_playlist_name', 'audio_playlist_name'],
  scope: ({ principal }, query) => query.where(visibleRow(principal, 'media_players')),
  decorate: async (ctx, rows) => {
    if (rows.length === 0) return rows
    const ids = rows.map((row) => Number(row.id))
    const names = await sql<Names>`
      SELECT mp.id, st.name AS store_name, v.name AS video_playlist_name, a.name AS audio_playlist_name
      FROM media_players mp
      LEFT JOIN stores st ON st.company_id = mp.company_id AND st.id = mp.store_id
      LEFT JOIN playlists v ON v.company_id = mp.company_id AND v.id = mp.video_playlist_id
      LEFT JOIN playlists a ON a.company_id = mp.company_id AND a.id = mp.audio_playlist_id
      WHERE mp.company_id = ${ctx.companyId} AND mp.id IN (${sql.join(ids)})`.execute(ctx.db)
    const byId = new Map(names.rows.map((row) => [Number(row.id), row]))
    return rows.map((row) => {
      const found = byId.get(Number(row.id))
      return {
        ...row,
        store_name: found?.store_name ?? null,
        video_playlist_name: found?.video_playlist_name ?? null,
        audio_playlist_name: found?.audio_playlist_name ?? null,
      }
    })
  },
  beforeWrite: async ({ trx, principal }, values) => {
    const problem = await foreignChoice(trx, principal, values)
    return problem ?? values
  },
})

/** A refusal when a player names a store (of the caller's restriction groups) or playlist that is not the company's. */
export async function foreignChoice(
  // biome-ignore lint/suspicious/noExplicitAny: raw statements over tables kysely's schema does not list.
  db: any,
  principal: Principal,
  values: Record<string, unknown>,
) {
  const { companyId } = principal
  const store = values.store_id
  if (typeof store === 'number') {
    const found = await sql`SELECT 1 FROM stores WHERE company_id = ${companyId} AND id = ${store}
      AND ${visibleRow(principal, 'stores')}`.execute(db)
    if (found.rows.length === 0)
      return refusal('not_found', 'Please choose a store of this company', 'store_id')
  }
  for (const key of ['video_playlist_id', 'audio_playlist_id']) {
    const id = values[key]
    if (typeof id !== 'number') continue
    const found = await sql`SELECT 1 FROM playlists WHERE company_id = ${companyId} AND id = ${id}`.execute(
      db,
    )
    if (found.rows.length === 0) return refusal('not_found', 'Please choose a playlist of this company', key)
  }
  return undefined
}
