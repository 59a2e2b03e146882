import { createFileRoute } from '@tanstack/react-router'
import { ReplenishmentView } from '../../../../screens/inventory/ReplenishmentView.tsx'
import { requireNumericParams } from '../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/inventory/replenishments/$id')({
  beforeLoad: requireNumericParams,
  component: View,
})

function View() {
  const { id } = Route.useParams()
  return <ReplenishmentView key={id} id={Number(id)} />
}
