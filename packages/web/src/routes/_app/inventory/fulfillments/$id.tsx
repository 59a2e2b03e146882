import { createFileRoute } from '@tanstack/react-router'
import { FulfillmentView } from '../../../../screens/inventory/FulfillmentView.tsx'
import { requireNumericParams } from '../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/inventory/fulfillments/$id')({
  beforeLoad: requireNumericParams,
  component: View,
})

function View() {
  const { id } = Route.useParams()
  return <FulfillmentView key={id} id={Number(id)} />
}
