import { createFileRoute } from '@tanstack/react-router'
import { StatementImport } from '../../../../../screens/banking/StatementImport.tsx'
import { requireNumericParams } from '../../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/accounts/bank-account/$id/import')({
  beforeLoad: requireNumericParams,
  component: function StatementImportRoute() {
    const { id } = Route.useParams()
    return <StatementImport key={id} accountId={Number(id)} />
  },
})
