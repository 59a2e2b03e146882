import { createFileRoute } from '@tanstack/react-router'
import { UserEdit } from '../../../../screens/admin/users/UserEdit.tsx'

export const Route = createFileRoute('/_app/admin/user/new')({
  component: () => <UserEdit id={null} />,
})
