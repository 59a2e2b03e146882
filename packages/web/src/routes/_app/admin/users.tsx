import { createFileRoute } from '@tanstack/react-router'
import { Users } from '../../../screens/admin/users/Users.tsx'
import { type UsersSearch, validateUsersSearch } from '../../../screens/admin/users/users-search.ts'

export const Route = createFileRoute('/_app/admin/users')({
  validateSearch: (search: Record<string, unknown>): UsersSearch => validateUsersSearch(search),
  component: Users,
})
