import { createFileRoute } from '@tanstack/react-router'
import { AdyenSettingsScreen } from '../../../../../screens/integrations/AdyenSettingsScreen.tsx'

export const Route = createFileRoute('/_app/admin/integrations/adyen/settings')({
  component: AdyenSettingsScreen,
})
