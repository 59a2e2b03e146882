import { createFileRoute } from '@tanstack/react-router'
import { PartnerOverview } from '../../../../../screens/partners/PartnerOverview.tsx'

export const Route = createFileRoute('/_app/admin/integrations/cloud-print/')({
  component: () => <PartnerOverview partner="cloud-print" />,
})
