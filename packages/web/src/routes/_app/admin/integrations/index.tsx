import { createFileRoute } from '@tanstack/react-router'
import { Integrations } from '../../../../screens/integrations/Integrations.tsx'

export const Route = createFileRoute('/_app/admin/integrations/')({
  component: Integrations,
})
