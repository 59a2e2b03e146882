import { createFileRoute } from '@tanstack/react-router'
import { LocationView } from '../../../../../screens/inventory/LocationView.tsx'
import { requireNumericParams } from '../../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/inventory/locations/$warehouse_id/$location_id')({
  beforeLoad: requireNumericParams,
  component: View,
})

function View() {
  const { warehouse_id, location_id } = Route.useParams()
  return (
    <LocationView
      key={`${warehouse_id}-${location_id}`}
      warehouseId={Number(warehouse_id)}
      locationId={Number(location_id)}
    />
  )
}
