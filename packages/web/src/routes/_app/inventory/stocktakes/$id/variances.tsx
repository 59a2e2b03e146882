import { createFileRoute } from '@tanstack/react-router'
import { StocktakeVariances } from '../../../../../screens/inventory/StocktakeVariances.tsx'
import { requireNumericParams } from '../../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/inventory/stocktakes/$id/variances')({
  beforeLoad: requireNumericParams,
  component: Variances,
})

function Variances() {
  const { id } = Route.useParams()
  return <StocktakeVariances key={id} id={Number(id)} />
}
