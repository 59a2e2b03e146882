import { createFileRoute } from '@tanstack/react-router'
import { Reconcile } from '../../../../../screens/banking/Reconcile.tsx'
import { requireNumericParams } from '../../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/accounts/bank-account/$id/reconcile')({
  beforeLoad: requireNumericParams,
  component: function ReconcileRoute() {
    const { id } = Route.useParams()
    return <Reconcile key={id} accountId={Number(id)} />
  },
})
