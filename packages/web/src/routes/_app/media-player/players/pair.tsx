import { createFileRoute } from '@tanstack/react-router'
import { PairPlayer } from '../../../../screens/media-player/PairPlayer.tsx'

export const Route = createFileRoute('/_app/media-player/players/pair')({
  component: PairPlayer,
})
