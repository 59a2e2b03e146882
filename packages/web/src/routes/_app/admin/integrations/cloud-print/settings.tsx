import { createFileRoute } from '@tanstack/react-router'
import { PartnerSettingsScreen } from '../../../../../screens/partners/PartnerSettingsScreen.tsx'

export const Route = createFileRoute('/_app/admin/integrations/cloud-print/settings')({
  component: () => <PartnerSettingsScreen partner="cloud-print" />,
})
