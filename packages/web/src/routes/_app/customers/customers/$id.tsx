import { createFileRoute } from '@tanstack/react-router'
import { CustomerEdit } from '../../../../screens/customers/CustomerEdit.tsx'

export const Route = createFileRoute('/_app/customers/customers/$id')({
  component: EditCustomer,
})

function EditCustomer() {
  const { id } = Route.useParams()
  return <CustomerEdit key={id} id={Number(id)} />
}
