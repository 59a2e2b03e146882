import { createFileRoute } from '@tanstack/react-router'
import { PlaylistEdit } from '../../../../screens/media-player/PlaylistEdit.tsx'

export const Route = createFileRoute('/_app/media-player/playlists/new')({
  component: () => <PlaylistEdit id={null} />,
})
