export type { PairPlayer } from './media-player-resource.ts'
export {
  mediaPlayerResource,
  normalPairCode,
  PAIR_CODE_ALPHABET,
  PAIR_CODE_LENGTH,
  PAIR_CODE_MINUTES,
  PairPlayerSchema,
  PlayerPairedSchema,
  pairCodeFrom,
} from './media-player-resource.ts'
export type { PlaylistItem, PlaylistItemType } from './playlist-resource.ts'
export {
  itemAt,
  MAX_PLAYLIST_ITEMS,
  PLAYLIST_ITEM_TYPES,
  PlaylistItemSchema,
  playlistResource,
  playlistSeconds,
} from './playlist-resource.ts'
