import { createFileRoute } from '@tanstack/react-router'
import { TransferView } from '../../../../screens/inventory/TransferView.tsx'
import { requireNumericParams } from '../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/inventory/transfers/$id')({
  beforeLoad: requireNumericParams,
  component: View,
})

function View() {
  const { id } = Route.useParams()
  return <TransferView key={id} id={Number(id)} />
}
