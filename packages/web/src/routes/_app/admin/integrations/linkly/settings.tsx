import { createFileRoute } from '@tanstack/react-router'
import { LinklySettingsScreen } from '../../../../../screens/integrations/LinklySettingsScreen.tsx'

export const Route = createFileRoute('/_app/admin/integrations/linkly/settings')({
  component: LinklySettingsScreen,
})
