import { createFileRoute } from '@tanstack/react-router'
import { StoreEdit } from '../../../../../screens/register-setup/StoreEdit.tsx'

export const Route = createFileRoute('/_app/register/stores/$id/')({
  component: EditStore,
})

function EditStore() {
  const { id } = Route.useParams()
  return <StoreEdit key={id} id={Number(id)} />
}
