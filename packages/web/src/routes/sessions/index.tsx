import { createFileRoute, redirect } from '@tanstack/react-router'

/** Spec 2: sign-in is the default screen of /sessions. */
export const Route = createFileRoute('/sessions/')({
  beforeLoad: () => {
    throw redirect({ to: '/sessions/sign-in', replace: true })
  },
})
