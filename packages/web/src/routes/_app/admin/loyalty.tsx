import { createFileRoute } from '@tanstack/react-router'
import { LoyaltyProgramScreen } from '../../../screens/loyalty/LoyaltyProgramScreen.tsx'

export const Route = createFileRoute('/_app/admin/loyalty')({
  component: LoyaltyProgramScreen,
})
