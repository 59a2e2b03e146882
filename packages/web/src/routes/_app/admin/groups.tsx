import { createFileRoute } from '@tanstack/react-router'
import { Groups } from '../../../screens/admin/groups/Groups.tsx'

export const Route = createFileRoute('/_app/admin/groups')({
  component: Groups,
})
