import { createFileRoute } from '@tanstack/react-router'
import { PlaylistEdit } from '../../../../screens/media-player/PlaylistEdit.tsx'
import { requireNumericParams } from '../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/media-player/playlists/$id')({
  beforeLoad: requireNumericParams,
  component: Edit,
})

function Edit() {
  const { id } = Route.useParams()
  return <PlaylistEdit key={id} id={Number(id)} />
}
