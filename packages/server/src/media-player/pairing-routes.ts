import { randomBytes } from 'node:crypto'
import {
  PAIR_CODE_MINUTES,
  PairPlayerSchema,
  type PlayerPairedSchema,
  pairCodeFrom,
  refusal,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { takeToken } from '../auth/rate-limit.ts'
import { randomSecret, sha256Hex } from '../auth/secrets.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { publicRoute } from '../http/access.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, refused, tooManyRequests } from '../http/errors.ts'
import { readBody } from '../http/read-payload.ts'
import { foreignChoice } from './media-player-mounts.ts'

/** The header a screen sends its token in (Authorization is the API users'). */
export const SCREEN_TOKEN_HEADER = 'x-player-token'
/** New codes per address: a shop's screens restarting together, not a flood of rows. */
const SCREENS_PER_ADDRESS = { name: 'media-screens-address', limit: 30, windowSeconds: 15 * 60 }
const NO_SCREEN = 'No screen is showing that code: check the code on the screen'

type Playlist = { name: string; items: unknown[] } | null
type ScreenRow = {
  code: string
  expires: Date
  player_id: number | null
  name: string | null
  store_name: string | null
  video: Playlist
  audio: Playlist
}

/**
 * Pairing a media player (spec 2, /media-player/players/pair). A screen outside the back office asks for a code
 * (POST /api/media-player/device: a code it shows and a token it keeps), then asks what to play with its token
 * (GET /api/media-player/device, read only) and, once paired, tells it is alive
 * (POST /api/media-player/device/heartbeat: the player's last_seen). Someone with the 'media_player' right types the code, a name and a store
 * (POST /api/media-player/pair); from then on the screen's answer is its player and playlists.
 */
export function registerMediaPlayerRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database

  app.post(
    '/api/media-player/device',
    publicRoute('a media player screen asks for a pair code (rate limited)'),
    async (c) => {
      if (!(await takeToken(deps.database, SCREENS_PER_ADDRESS, c.get('clientAddress')))) {
        return tooManyRequests(c)
      }
      await sql`DELETE FROM media_player_screens WHERE player_id IS NULL AND expires < now()`.execute(db)
      const token = randomSecret()
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = pairCodeFrom(randomBytes(6))
        try {
          const row = await sql<{ expires: Date }>`
          INSERT INTO media_player_screens (code, token_hash, expires)
          VALUES (${code}, ${sha256Hex(token)}, now() + make_interval(mins => ${PAIR_CODE_MINUTES}))
          RETURNING expires`.execute(db)
          return c.json({ code, token, expires: new Date(row.rows[0]!.expires).toISOString() })
        } catch (error) {
          if (!isUniqueViolation(error)) throw error
        }
      }
      return tooManyRequests(c)
    },
  )

  app.get('/api/media-player/device', publicRoute('a paired screen, known by its own token'), async (c) => {
    const token = c.req.header(SCREEN_TOKEN_HEADER) ?? ''
    if (token.length < 16 || token.length > 200) return unknownScreen(c)
    const found = await sql<ScreenRow>`
      SELECT sc.code, sc.expires, sc.player_id, mp.name, st.name AS store_name,
        CASE WHEN v.id IS NULL THEN NULL ELSE jsonb_build_object('name', v.name, 'items', v.items) END AS video,
        CASE WHEN a.id IS NULL THEN NULL ELSE jsonb_build_object('name', a.name, 'items', a.items) END AS audio
      FROM media_player_screens sc
      LEFT JOIN media_players mp ON mp.id = sc.player_id
      LEFT JOIN stores st ON st.company_id = mp.company_id AND st.id = mp.store_id
      LEFT JOIN playlists v ON v.company_id = mp.company_id AND v.id = mp.video_playlist_id
      LEFT JOIN playlists a ON a.company_id = mp.company_id AND a.id = mp.audio_playlist_id
      WHERE sc.token_hash = ${sha256Hex(token)}`.execute(db)
    const screen = found.rows[0]
    if (!screen) return unknownScreen(c)
    if (screen.player_id === null) {
      if (new Date(screen.expires) < new Date()) return unknownScreen(c)
      return c.json({ paired: false, code: screen.code, expires: new Date(screen.expires).toISOString() })
    }
    return c.json({
      paired: true,
      player: { name: screen.name, store: screen.store_name },
      video: screen.video,
      audio: screen.audio,
    })
  })

  // The screen's heartbeat: the one write a playing screen makes (GET above only reads, a GET never writes).
  app.post(
    '/api/media-player/device/heartbeat',
    publicRoute('a paired screen, known by its own token'),
    async (c) => {
      const token = c.req.header(SCREEN_TOKEN_HEADER) ?? ''
      if (token.length < 16 || token.length > 200) return unknownScreen(c)
      const seen = await sql<{ player_id: number | null }>`
      WITH screen AS (SELECT player_id FROM media_player_screens WHERE token_hash = ${sha256Hex(token)}),
      touched AS (
        UPDATE media_players SET last_seen = now() WHERE id = (SELECT player_id FROM screen) RETURNING id
      )
      SELECT player_id FROM screen`.execute(db)
      const screen = seen.rows[0]
      if (!screen) return unknownScreen(c)
      return c.json({ paired: screen.player_id !== null })
    },
  )

  app.post('/api/media-player/pair', requireRight('media_player'), async (c) => {
    const principal = principalOf(c)
    const body = await readBody(c, PairPlayerSchema)
    if (!body.ok) return badRequest(c, body.error, body.field)
    const pair = body.value
    const outcome = await db.transaction().execute(async (trx) => {
      const problem = await foreignChoice(trx, principal, pair)
      if (problem) return problem
      const screen = await sql<{ id: string }>`
        SELECT id FROM media_player_screens
        WHERE code = ${pair.code} AND player_id IS NULL AND expires > now()
        FOR UPDATE`.execute(trx)
      const screenId = screen.rows[0]?.id
      if (screenId === undefined) return refusal('not_found', NO_SCREEN, 'code')
      const named = await sql`
        SELECT 1 FROM media_players WHERE company_id = ${principal.companyId} AND lower(name) = lower(${pair.name})`.execute(
        trx,
      )
      if (named.rows.length > 0) return refusal('taken', 'A player with this name already exists', 'name')
      const made = await sql<{ id: number }>`
        INSERT INTO media_players (company_id, name, store_id, video_playlist_id, audio_playlist_id, pair_code, paired)
        VALUES (${principal.companyId}, ${pair.name}, ${pair.store_id}, ${pair.video_playlist_id},
          ${pair.audio_playlist_id}, ${pair.code}, now())
        RETURNING id`.execute(trx)
      const id = made.rows[0]!.id
      await sql`UPDATE media_player_screens SET player_id = ${id} WHERE id = ${screenId}`.execute(trx)
      return { id }
    })
    if ('code' in outcome) return refused(c, outcome)
    return c.json({
      mediaplayer: { id: outcome.id, name: pair.name, pair_code: pair.code },
    } satisfies Sent<typeof PlayerPairedSchema>)
  })
}

function unknownScreen(c: Context) {
  return c.json({ error: 'This screen is not known: ask for a new code', code: 'unknown_screen' }, 404)
}
