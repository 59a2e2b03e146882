import { createFileRoute } from '@tanstack/react-router'
import { ApiUsers } from '../../../screens/admin/api-users/ApiUsers.tsx'

export const Route = createFileRoute('/_app/admin/api-users')({
  component: ApiUsers,
})
