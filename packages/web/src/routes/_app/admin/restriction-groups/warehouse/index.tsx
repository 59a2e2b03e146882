import { createFileRoute, redirect } from '@tanstack/react-router'

/** The warehouse groups' list is a tab of /admin/restriction-groups (the edit screens' Back leads here). */
export const Route = createFileRoute('/_app/admin/restriction-groups/warehouse/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/restriction-groups', search: { kind: 'warehouse' } as never })
  },
})
