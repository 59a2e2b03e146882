import { createFileRoute } from '@tanstack/react-router'
import { WalletTemplateEdit } from '../../../../../../screens/wallet/WalletTemplateEdit.tsx'

export const Route = createFileRoute('/_app/admin/wallet/template/loyalty/$id')({
  component: EditTemplate,
})

function EditTemplate() {
  const { id } = Route.useParams()
  return <WalletTemplateEdit key={id} kind="loyalty" id={Number(id)} />
}
