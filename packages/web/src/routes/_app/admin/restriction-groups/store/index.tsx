import { createFileRoute, redirect } from '@tanstack/react-router'

/** The store groups' list is a tab of /admin/restriction-groups (the edit screens' Back leads here). */
export const Route = createFileRoute('/_app/admin/restriction-groups/store/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/restriction-groups', search: { kind: 'store' } as never })
  },
})
