import { createFileRoute } from '@tanstack/react-router'
import { SaleDetail } from '../../../../screens/sales-history/SaleDetail.tsx'

export const Route = createFileRoute('/_app/sales/sales-history/$id')({
  component: ViewSale,
})

function ViewSale() {
  const { id } = Route.useParams()
  return <SaleDetail key={id} id={Number(id)} />
}
