import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'

/** What a playlist item plays. */
export const PLAYLIST_ITEM_TYPES = ['video', 'audio', 'image'] as const
export type PlaylistItemType = (typeof PLAYLIST_ITEM_TYPES)[number]

/** The longest one item may play: a day. */
export const MAX_ITEM_SECONDS = 86_400
export const MAX_PLAYLIST_ITEMS = 200

export const PlaylistItemSchema = v.object({
  type: v.picklist(PLAYLIST_ITEM_TYPES, 'Please choose video, audio or image'),
  name: v.pipe(
    v.string('Please enter the item name'),
    v.trim(),
    v.nonEmpty('Please enter the item name'),
    v.maxLength(100, 'Please keep the item name under 101 characters'),
  ),
  url: v.optional(
    v.pipe(
      v.string('Please enter the address as text'),
      v.trim(),
      v.maxLength(2000, 'Please shorten the address'),
      v.check(
        (text) => text === '' || /^https?:\/\//i.test(text),
        'Please give an address starting with http',
      ),
    ),
    '',
  ),
  duration: v.pipe(
    v.number('Please enter the duration in seconds'),
    v.integer('Please enter the duration in whole seconds'),
    v.minValue(1, 'Please enter a duration of at least 1 second'),
    v.maxValue(MAX_ITEM_SECONDS, 'Please enter a duration of at most a day (86400 seconds)'),
  ),
})
export type PlaylistItem = v.InferOutput<typeof PlaylistItemSchema>

/** How long one pass of a playlist plays, in seconds [MP1]: the sum of its items' durations. */
export function playlistSeconds(items: readonly Pick<PlaylistItem, 'duration'>[]): number {
  return items.reduce((sum, item) => sum + item.duration, 0)
}

/** The item playing `elapsed` seconds into a looping playlist, and the seconds it has left [MP2]. */
export function itemAt(
  items: readonly Pick<PlaylistItem, 'duration'>[],
  elapsed: number,
): { index: number; left: number } | null {
  const total = playlistSeconds(items)
  if (total <= 0) return null
  let at = ((Math.floor(elapsed) % total) + total) % total
  for (let index = 0; index < items.length; index++) {
    const duration = items[index]!.duration
    if (at < duration) return { index, left: duration - at }
    at -= duration
  }
  return null
}

/** A playlist (spec 3): a name and its items in the order they play. */
export const playlistResource = defineResource({
  name: 'playlist',
  plural: 'playlists',
  table: 'playlists',
  label: { one: 'Playlist', many: 'Playlists' },
  path: '/media-player/playlists',
  rights: { view: 'media_player', edit: 'media_player' },
  row: v.object({
    id: v.number(),
    name: v.string(),
    items: v.array(PlaylistItemSchema),
    created: v.string(),
    updated: v.string(),
  }),
  create: v.object({
    name: v.pipe(
      v.string('Please enter the playlist name'),
      v.trim(),
      v.nonEmpty('Please enter the playlist name'),
      v.maxLength(100, 'Please keep the playlist name under 101 characters'),
    ),
    items: v.optional(
      v.pipe(
        v.array(PlaylistItemSchema, 'Please send the items as a list'),
        v.maxLength(MAX_PLAYLIST_ITEMS, `Please keep a playlist to ${MAX_PLAYLIST_ITEMS} items`),
      ),
      [],
    ),
  }),
  example: { name: 'Window loop', items: [{ type: 'image', name: 'Summer sale', duration: 10 }] },
  fields: [{ key: 'name', label: 'Name', kind: 'text' }],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'updated', header: 'Updated', format: 'datetime', sortable: true },
  ],
  search: ['name'],
  sort: ['name', 'updated'],
  unique: 'A playlist with this name already exists',
  inUse: 'This playlist is assigned to a player: assign another one first',
  emptyText: 'No playlists yet.',
})
