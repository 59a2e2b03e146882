import { createFileRoute } from '@tanstack/react-router'
import { MenuEdit } from '../../../../screens/menus/MenuEdit.tsx'

export const Route = createFileRoute('/_app/admin/menu/new')({
  component: () => <MenuEdit id={null} />,
})
