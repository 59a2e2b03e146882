import { createFileRoute } from '@tanstack/react-router'
import { PlayerScreen } from '../../screens/media-player/PlayerScreen.tsx'

/** The media player's own page, opened on the screen in the store: no sign-in (it pairs with a code). */
export const Route = createFileRoute('/media-player/screen')({
  component: PlayerScreen,
})
