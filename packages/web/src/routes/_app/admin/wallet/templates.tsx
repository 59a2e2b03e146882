import { createFileRoute } from '@tanstack/react-router'
import { WalletTemplates } from '../../../../screens/wallet/WalletTemplates.tsx'

export const Route = createFileRoute('/_app/admin/wallet/templates')({
  component: WalletTemplates,
})
