import { createFileRoute } from '@tanstack/react-router'
import { JobEditor } from '../../../../../screens/glue/JobEditor.tsx'
import { requireNumericParams } from '../../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/glue/jobs/edit/$id')({
  beforeLoad: requireNumericParams,
  component: Edit,
})

function Edit() {
  const { id } = Route.useParams()
  return <JobEditor key={id} id={Number(id)} />
}
