import { createFileRoute } from '@tanstack/react-router'
import { JobEditor } from '../../../../screens/glue/JobEditor.tsx'

export const Route = createFileRoute('/_app/glue/jobs/new')({
  component: () => <JobEditor id={null} />,
})
