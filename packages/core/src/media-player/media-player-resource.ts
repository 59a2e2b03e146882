import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'

/**
 * A media player (spec 3): a screen in a store, claimed with the code it shows, playing a video and an audio
 * playlist. Players are made by pairing (/media-player/players/pair) or added here and paired later.
 */

/** Pair codes use letters and digits that cannot be misread (no 0/O, 1/I/L). */
export const PAIR_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const PAIR_CODE_LENGTH = 6
/** How long a screen's code can be claimed, in minutes. */
export const PAIR_CODE_MINUTES = 60

/** A pair code from random bytes [MP3]: one letter of the alphabet per byte (the remainder bias is harmless). */
export function pairCodeFrom(random: Uint8Array): string {
  let code = ''
  for (let i = 0; i < PAIR_CODE_LENGTH; i++) {
    code += PAIR_CODE_ALPHABET[(random[i] ?? 0) % PAIR_CODE_ALPHABET.length]
  }
  return code
}

/** A code as typed: spaces and dashes dropped, upper case. */
export function normalPairCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '')
}

const Id = (message: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(message),
        v.integer(message),
        v.minValue(1, message),
        v.maxValue(2_147_483_647, message),
      ),
    ),
    null,
  )

const PlayerName = v.pipe(
  v.string('Please enter the player name'),
  v.trim(),
  v.nonEmpty('Please enter the player name'),
  v.maxLength(100, 'Please keep the player name under 101 characters'),
)

export const mediaPlayerResource = defineResource({
  name: 'mediaplayer',
  plural: 'mediaplayers',
  table: 'media_players',
  label: { one: 'Media Player', many: 'Players' },
  path: '/media-player/players',
  rights: { view: 'media_player', edit: 'media_player' },
  row: v.object({
    id: v.number(),
    name: v.string(),
    store_id: v.nullable(v.number()),
    video_playlist_id: v.nullable(v.number()),
    audio_playlist_id: v.nullable(v.number()),
    pair_code: v.string(),
    store_name: v.nullable(v.string()),
    video_playlist_name: v.nullable(v.string()),
    audio_playlist_name: v.nullable(v.string()),
    paired: v.nullable(v.string()),
    last_seen: v.nullable(v.string()),
    created: v.string(),
    updated: v.string(),
  }),
  create: v.object({
    name: PlayerName,
    store_id: Id('Please choose a store'),
    video_playlist_id: Id('Please choose a video playlist'),
    audio_playlist_id: Id('Please choose an audio playlist'),
  }),
  example: { name: 'Front window' },
  fields: [
    { key: 'name', label: 'Name', kind: 'text', section: 'Player' },
    { key: 'store_id', label: 'Store', kind: 'reference', reference: 'stores', section: 'Player' },
    { key: 'pair_code', label: 'Pair Code', kind: 'text', section: 'Player', createOnly: true },
    {
      key: 'video_playlist_id',
      label: 'Video Playlist',
      kind: 'reference',
      reference: 'playlists',
      section: 'Playlists',
    },
    {
      key: 'audio_playlist_id',
      label: 'Audio Playlist',
      kind: 'reference',
      reference: 'playlists',
      section: 'Playlists',
    },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'store_name', header: 'Store' },
    { key: 'pair_code', header: 'Pair Code' },
    { key: 'video_playlist_name', header: 'Video Playlist' },
    { key: 'audio_playlist_name', header: 'Audio Playlist' },
    { key: 'last_seen', header: 'Last Seen', format: 'datetime' },
  ],
  search: ['name', 'pair_code'],
  sort: ['name', 'created'],
  unique: 'A player with this name already exists',
  emptyText: 'No players yet: pair a screen to start.',
})

/** The body of POST /api/media-player/pair: the code the screen shows, and what to call the player. */
export const PairPlayerSchema = v.object({
  code: v.pipe(
    v.string('Please enter the code the screen shows'),
    v.maxLength(20, 'Please enter the code the screen shows'),
    v.transform(normalPairCode),
    v.length(PAIR_CODE_LENGTH, `Please enter the ${PAIR_CODE_LENGTH} characters the screen shows`),
  ),
  name: PlayerName,
  store_id: Id('Please choose a store'),
  video_playlist_id: Id('Please choose a video playlist'),
  audio_playlist_id: Id('Please choose an audio playlist'),
})
export type PairPlayer = v.InferOutput<typeof PairPlayerSchema>

/** The answer of POST /api/media-player/pair: the player made, its name and the code it was paired with. */
export const PlayerPairedSchema = v.object({
  mediaplayer: v.object({ id: v.number(), name: v.string(), pair_code: v.string() }),
})
