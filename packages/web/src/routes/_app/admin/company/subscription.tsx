import { createFileRoute } from '@tanstack/react-router'
import { SubscriptionScreen } from '../../../../screens/company/SubscriptionScreen.tsx'

export const Route = createFileRoute('/_app/admin/company/subscription')({
  component: SubscriptionScreen,
})
