import { createFileRoute, redirect } from '@tanstack/react-router'
import { ensureMe } from '../session/session.ts'
import { Shell } from '../shell/Shell.tsx'

/**
 * Every route outside /sessions lives under this layout: it needs a signed-in user (spec 2), else the
 * sign-in page opens and remembers where the user was going.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location }) => {
    const me = await ensureMe()
    if (!me) throw redirect({ to: '/sessions/sign-in', search: { redirect: location.href } })
    return { me }
  },
  component: Shell,
})
