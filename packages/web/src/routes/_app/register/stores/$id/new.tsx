import { createFileRoute } from '@tanstack/react-router'
import { RegisterEdit } from '../../../../../screens/register-setup/RegisterEdit.tsx'

export const Route = createFileRoute('/_app/register/stores/$id/new')({
  component: NewRegister,
})

function NewRegister() {
  const { id } = Route.useParams()
  return <RegisterEdit key={id} storeId={Number(id)} registerId={null} />
}
