import { createFileRoute } from '@tanstack/react-router'
import { GlueErrors } from '../../../screens/glue/GlueErrors.tsx'

export const Route = createFileRoute('/_app/glue/errors')({
  component: GlueErrors,
})
