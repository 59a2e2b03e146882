import { createFileRoute } from '@tanstack/react-router'
import { WalletTemplateEdit } from '../../../../../../screens/wallet/WalletTemplateEdit.tsx'

export const Route = createFileRoute('/_app/admin/wallet/template/giftcard/new')({
  component: () => <WalletTemplateEdit kind="giftcard" id={null} />,
})
