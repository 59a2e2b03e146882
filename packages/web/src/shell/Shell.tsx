import { HamburgerMenuIcon } from '@radix-ui/react-icons'
import { Box, Flex, IconButton, Text } from '@radix-ui/themes'
import { Outlet, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { t } from '../i18n/index.ts'
import { FulfillmentAlert } from '../register/FulfillmentAlert.tsx'
import { SyncStatus } from '../register/SyncStatus.tsx'
import { useMe } from '../session/session.ts'
import { SideMenu } from './SideMenu.tsx'
import { isNarrowWindow, useNarrowWindow } from './use-narrow-window.ts'

/** The signed-in layout: the side menu on the left, the screen on the right. */
export function Shell() {
  const router = useRouter()
  const narrow = useNarrowWindow()
  const [open, setOpen] = useState(false)
  const me = useMe()

  // Spec 2: on every navigation the sidebar hides when the window is 1200px wide or narrower.
  useEffect(
    () =>
      router.subscribe('onResolved', () => {
        if (isNarrowWindow()) setOpen(false)
      }),
    [router],
  )

  useEffect(() => {
    if (!narrow || !open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [narrow, open])

  const sidebarOpen = !narrow || open
  return (
    <>
      <aside className="shell-sidebar" data-open={sidebarOpen} hidden={!sidebarOpen} id="side-menu">
        <SideMenu me={me} onClose={narrow ? () => setOpen(false) : undefined} />
      </aside>
      <Box className="shell-backdrop" data-open={narrow && open} onClick={() => setOpen(false)} aria-hidden />
      <div className="shell-main">
        <Flex className="shell-topbar" align="center" gap="3" px="4" py="2">
          <IconButton
            variant="ghost"
            size="3"
            aria-label={t('menu.open')}
            aria-controls="side-menu"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <HamburgerMenuIcon width="20" height="20" />
          </IconButton>
          <Text weight="bold" size="3">
            {me.company.name}
          </Text>
        </Flex>
        {/* The register's offline-data indicator: in the top bar's right end where there is one, else in the
            bottom-right corner (app.css; toasts use the top). */}
        <Flex className="shell-status" direction="column" align="end" gap="2">
          <FulfillmentAlert />
          <SyncStatus />
        </Flex>
        {/* Room below the last row for the indicator above, so it never covers a list's Next button or a form's last field. */}
        <Box asChild px={{ initial: '4', md: '6' }} pt="5" pb="9" style={{ maxWidth: 1280 }}>
          <main>
            <Outlet />
          </main>
        </Box>
      </div>
    </>
  )
}
