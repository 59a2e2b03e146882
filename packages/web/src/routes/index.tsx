import { createFileRoute, redirect } from '@tanstack/react-router'

/** Spec 2: the root path redirects to /dashboard. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true })
  },
})
