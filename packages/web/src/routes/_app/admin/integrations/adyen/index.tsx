import { createFileRoute } from '@tanstack/react-router'
import { IntegrationOverview } from '../../../../../screens/integrations/IntegrationOverview.tsx'

export const Route = createFileRoute('/_app/admin/integrations/adyen/')({
  component: () => <IntegrationOverview provider="adyen" />,
})
