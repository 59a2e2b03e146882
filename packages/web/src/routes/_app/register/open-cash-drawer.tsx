import { createFileRoute } from '@tanstack/react-router'
import { OpenCashDrawer } from '../../../screens/register-setup/OpenCashDrawer.tsx'

export const Route = createFileRoute('/_app/register/open-cash-drawer')({
  component: OpenCashDrawer,
})
