import { createFileRoute } from '@tanstack/react-router'
import { PettyCash } from '../../../screens/register-setup/PettyCash.tsx'

export const Route = createFileRoute('/_app/register/petty-cash')({
  component: PettyCash,
})
