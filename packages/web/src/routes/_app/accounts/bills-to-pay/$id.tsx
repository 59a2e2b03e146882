import { createFileRoute } from '@tanstack/react-router'
import { BillEdit } from '../../../../screens/purchasing/BillEdit.tsx'
import { requireNumericParams } from '../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/accounts/bills-to-pay/$id')({
  beforeLoad: requireNumericParams,
  component: Edit,
})

function Edit() {
  const { id } = Route.useParams()
  return <BillEdit key={id} id={Number(id)} />
}
