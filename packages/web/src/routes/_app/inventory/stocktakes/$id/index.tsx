import { createFileRoute } from '@tanstack/react-router'
import { StocktakeCount } from '../../../../../screens/inventory/StocktakeCount.tsx'
import { requireNumericParams } from '../../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/inventory/stocktakes/$id/')({
  beforeLoad: requireNumericParams,
  component: Count,
})

function Count() {
  const { id } = Route.useParams()
  return <StocktakeCount key={id} id={Number(id)} />
}
