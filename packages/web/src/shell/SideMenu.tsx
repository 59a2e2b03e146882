import { ChevronRightIcon, Cross2Icon, ExitIcon } from '@radix-ui/react-icons'
import { Avatar, Box, Flex, IconButton, ScrollArea, Separator, Text } from '@radix-ui/themes'
import { Link, useRouterState } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import type { Me } from '../api/types.ts'
import { t } from '../i18n/index.ts'
import { routeExists } from '../router.ts'
import { isGroup, MENU, type MenuGroup, type MenuItem, menuFromLayout, visibleMenu } from './menu.ts'

type Props = { me: Me; onClose: (() => void) | undefined }

/** Spec 2's side menu, filtered by the user's page rights and by which screens exist. */
export function SideMenu({ me, onClose }: Props) {
  const entries = useMemo(
    () => visibleMenu(me.menu ? menuFromLayout(me.menu) : MENU, me.rights.pages, routeExists),
    [me.rights.pages, me.menu],
  )
  const initials = `${me.user.first_name.at(0) ?? ''}${me.user.last_name.at(0) ?? ''}`.toUpperCase()
  return (
    <Flex direction="column" height="100%">
      <Flex align="center" justify="between" px="4" pt="4" pb="3" gap="2">
        <Flex align="center" gap="3" minWidth="0">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <Box minWidth="0">
            <Text as="div" weight="bold" size="3" truncate>
              {me.company.name}
            </Text>
            <Text as="div" size="1" color="gray">
              {t('app.name')}
            </Text>
          </Box>
        </Flex>
        {onClose && (
          <IconButton variant="ghost" color="gray" aria-label={t('menu.close')} onClick={onClose}>
            <Cross2Icon />
          </IconButton>
        )}
      </Flex>
      <Separator size="4" />
      <ScrollArea type="auto" scrollbars="vertical" style={{ flex: 1 }}>
        <Flex asChild direction="column" gap="1" p="3">
          <nav aria-label={t('menu.navigation')}>
            {entries.map((entry) =>
              isGroup(entry) ? (
                <Group key={entry.text ?? entry.label} group={entry} />
              ) : (
                <Item key={entry.to} item={entry} />
              ),
            )}
          </nav>
        </Flex>
      </ScrollArea>
      <Separator size="4" />
      <Flex direction="column" gap="1" p="3">
        <Flex align="center" gap="3" px="3" py="2">
          <Avatar size="2" radius="full" fallback={initials || '?'} />
          <Box minWidth="0">
            <Text as="div" size="2" weight="medium" truncate>
              {me.user.first_name} {me.user.last_name}
            </Text>
            <Text as="div" size="1" color="gray" truncate>
              {me.user.email}
            </Text>
          </Box>
        </Flex>
        <Link to="/sessions/sign-out" className="menu-link">
          <ExitIcon />
          {t('menu.sign_out')}
        </Link>
      </Flex>
    </Flex>
  )
}

function Item({ item, sub = false }: { item: MenuItem; sub?: boolean }) {
  return (
    <Link to={item.to} className={sub ? 'menu-link menu-sub' : 'menu-link'}>
      {item.text ?? t(item.label)}
    </Link>
  )
}

function Group({ group }: { group: MenuGroup }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const containsActive = group.items.some(
    (item) => pathname === item.to || pathname.startsWith(`${item.to}/`),
  )
  const [open, setOpen] = useState(containsActive)
  const expanded = open || containsActive
  const id = `menu-${(group.text ?? group.label).replaceAll(/[^A-Za-z0-9]+/g, '-')}`
  return (
    <div>
      <button
        type="button"
        className="menu-link menu-group-button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setOpen(!expanded)}
      >
        {group.text ?? t(group.label)}
        <ChevronRightIcon className="menu-chevron" />
      </button>
      {expanded && (
        <Flex id={id} direction="column" gap="1" mt="1">
          {group.items.map((item) => (
            <Item key={item.to} item={item} sub />
          ))}
        </Flex>
      )}
    </div>
  )
}
