import { createFileRoute, redirect } from '@tanstack/react-router'
import { SignIn } from '../../screens/sessions/SignIn.tsx'
import { safeRedirect } from '../../session/redirect.ts'
import { ensureMe } from '../../session/session.ts'

export const Route = createFileRoute('/sessions/sign-in')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const target = safeRedirect(search.redirect)
    return target ? { redirect: target } : {}
  },
  beforeLoad: async ({ search }) => {
    // Already signed in: go where the user was heading.
    if (await ensureMe().catch(() => null))
      throw redirect({ href: search.redirect ?? '/dashboard', replace: true })
  },
  component: SignIn,
})
