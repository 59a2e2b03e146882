import { createFileRoute } from '@tanstack/react-router'
import { ApiUserEdit } from '../../../../screens/admin/api-users/ApiUserEdit.tsx'

export const Route = createFileRoute('/_app/admin/api-user/new')({
  component: () => <ApiUserEdit id={null} />,
})
