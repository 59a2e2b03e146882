import { createFileRoute } from '@tanstack/react-router'
import { RegisterEdit } from '../../../../../screens/register-setup/RegisterEdit.tsx'

export const Route = createFileRoute('/_app/register/stores/$id/$register')({
  component: EditRegister,
})

function EditRegister() {
  const { id, register } = Route.useParams()
  return <RegisterEdit key={register} storeId={Number(id)} registerId={Number(register)} />
}
