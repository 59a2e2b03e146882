import { createFileRoute } from '@tanstack/react-router'
import { UserEdit } from '../../../../../screens/admin/users/UserEdit.tsx'

export const Route = createFileRoute('/_app/admin/user/edit/$id')({
  component: EditUser,
})

function EditUser() {
  const { id } = Route.useParams()
  return <UserEdit key={id} id={Number(id)} />
}
