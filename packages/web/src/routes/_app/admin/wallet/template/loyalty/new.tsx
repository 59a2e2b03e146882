import { createFileRoute } from '@tanstack/react-router'
import { WalletTemplateEdit } from '../../../../../../screens/wallet/WalletTemplateEdit.tsx'

export const Route = createFileRoute('/_app/admin/wallet/template/loyalty/new')({
  component: () => <WalletTemplateEdit kind="loyalty" id={null} />,
})
