import { createFileRoute } from '@tanstack/react-router'
import { StatementView } from '../../../../screens/banking/StatementView.tsx'
import { requireNumericParams } from '../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/accounts/bank-statement/$id')({
  beforeLoad: requireNumericParams,
  component: function StatementRoute() {
    const { id } = Route.useParams()
    return <StatementView key={id} id={Number(id)} />
  },
})
