import { createFileRoute } from '@tanstack/react-router'
import { MenuEdit } from '../../../../../screens/menus/MenuEdit.tsx'
import { requireNumericParams } from '../../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/admin/menu/edit/$id')({
  beforeLoad: requireNumericParams,
  component: EditMenu,
})

function EditMenu() {
  const { id } = Route.useParams()
  return <MenuEdit key={id} id={Number(id)} />
}
