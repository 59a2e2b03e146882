import { createFileRoute } from '@tanstack/react-router'
import { PartnerSettingsScreen } from '../../../../../screens/partners/PartnerSettingsScreen.tsx'

export const Route = createFileRoute('/_app/admin/integrations/shippit/settings')({
  component: () => <PartnerSettingsScreen partner="shippit" />,
})
