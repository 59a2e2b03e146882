import { createFileRoute } from '@tanstack/react-router'
import { PurchaseOrderEdit } from '../../../../screens/purchasing/PurchaseOrderEdit.tsx'
import { requireNumericParams } from '../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/accounts/purchase-order/$id')({
  beforeLoad: requireNumericParams,
  component: Edit,
})

function Edit() {
  const { id } = Route.useParams()
  return <PurchaseOrderEdit key={id} id={Number(id)} />
}
