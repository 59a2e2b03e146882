import { createFileRoute } from '@tanstack/react-router'
import { ApiUserEdit } from '../../../../screens/admin/api-users/ApiUserEdit.tsx'

export const Route = createFileRoute('/_app/admin/api-user/$id')({
  component: EditApiUser,
})

function EditApiUser() {
  const { id } = Route.useParams()
  return <ApiUserEdit key={id} id={Number(id)} />
}
