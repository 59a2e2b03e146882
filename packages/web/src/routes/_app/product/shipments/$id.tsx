import { createFileRoute } from '@tanstack/react-router'
import { ShipmentEdit } from '../../../../screens/purchasing/ShipmentEdit.tsx'
import { requireNumericParams } from '../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/product/shipments/$id')({
  beforeLoad: requireNumericParams,
  component: Edit,
})

function Edit() {
  const { id } = Route.useParams()
  return <ShipmentEdit key={id} id={Number(id)} />
}
