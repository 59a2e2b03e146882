import { createFileRoute } from '@tanstack/react-router'
import { WalletTemplateEdit } from '../../../../../../screens/wallet/WalletTemplateEdit.tsx'

export const Route = createFileRoute('/_app/admin/wallet/template/giftcard/$id')({
  component: EditTemplate,
})

function EditTemplate() {
  const { id } = Route.useParams()
  return <WalletTemplateEdit key={id} kind="giftcard" id={Number(id)} />
}
