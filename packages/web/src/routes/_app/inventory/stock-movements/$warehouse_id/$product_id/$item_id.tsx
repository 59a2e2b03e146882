import { createFileRoute } from '@tanstack/react-router'
import { StockMovements } from '../../../../../../screens/inventory/StockMovements.tsx'
import { requireNumericParams } from '../../../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/inventory/stock-movements/$warehouse_id/$product_id/$item_id')({
  beforeLoad: requireNumericParams,
  component: Movements,
})

function Movements() {
  const { warehouse_id, item_id } = Route.useParams()
  return (
    <StockMovements
      key={`${warehouse_id}-${item_id}`}
      warehouseId={Number(warehouse_id)}
      itemId={Number(item_id)}
    />
  )
}
