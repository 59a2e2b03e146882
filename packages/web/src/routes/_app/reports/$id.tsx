import { createFileRoute } from '@tanstack/react-router'
import { ReportScreen } from '../../../screens/reports/ReportScreen.tsx'
import { requireNumericParams } from '../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/reports/$id')({
  beforeLoad: requireNumericParams,
  component: Edit,
})

function Edit() {
  const { id } = Route.useParams()
  return <ReportScreen key={id} id={Number(id)} />
}
