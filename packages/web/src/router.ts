import { createRouter } from '@tanstack/react-router'
import { setApiNavigator } from './api/client.ts'
import { routeTree } from './routeTree.gen.ts'
import { clearMe } from './session/session.ts'

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  // Spec 2: every navigation starts at the top of the page.
  scrollRestoration: false,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

/** Paths of the screens that exist, as the route tree declares them ('/admin/users', '/reports/'). */
export function routeExists(path: string): boolean {
  const byPath: object = router.routesByPath
  return path in byPath || `${path}/` in byPath
}

setApiNavigator({
  navigate: (to) => {
    void router.navigate({ href: to })
  },
  signedOut: () => {
    const { pathname } = router.state.location
    if (pathname.startsWith('/sessions')) return
    clearMe()
    void router.navigate({ to: '/sessions/sign-in', search: { redirect: router.state.location.href } })
  },
})

router.subscribe('onResolved', () => {
  window.scrollTo(0, 0)
})
