import { createFileRoute } from '@tanstack/react-router'
import { PartnerOverview } from '../../../../../screens/partners/PartnerOverview.tsx'

export const Route = createFileRoute('/_app/admin/integrations/shopify/')({
  component: () => <PartnerOverview partner="shopify" />,
})
