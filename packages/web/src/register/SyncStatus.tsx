import type { KindState, SyncStatus as Status } from '@pos/sync-worker'
import { CheckCircledIcon, ExclamationTriangleIcon, UpdateIcon } from '@radix-ui/react-icons'
import { Badge, Box, Button, Flex, Popover, Progress, Text, TextField } from '@radix-ui/themes'
import { type FormEvent, useEffect, useState } from 'react'
import { formatMoney } from '../format/money.ts'
import { t } from '../i18n/index.ts'
import { StorageWarning } from '../pwa/StorageWarning.tsx'
import { useMe } from '../session/session.ts'
import { tellQueued, useConnection } from './connection.ts'
import {
  localDatabase,
  startLocalDatabase,
  stopLocalDatabase,
  useLocalDatabaseState,
} from './local-database.ts'
import { kindLine, STATE_COLORS, STATE_LABELS, summary } from './sync-text.ts'

/**
 * The shell's offline-data indicator: starts the register's sync worker for the signed-in user, shows the
 * first sync's progress by kind and count, then a done state; its popover lists each cache with the sync
 * flags and offers a barcode lookup answered by the local database.
 */
export function SyncStatus() {
  const me = useMe()
  const local = useLocalDatabaseState()
  const connection = useConnection()
  const offline = !connection.online || (local.state === 'running' && local.status?.phase === 'offline')

  useEffect(() => {
    startLocalDatabase(me)
  }, [me])
  useEffect(() => () => stopLocalDatabase(), [])
  // Offline, the badge counts the sales waiting to send (the sale screen keeps it current from then on).
  useEffect(() => {
    if (!offline) return
    void localDatabase()
      ?.then((api) => api.sales.pending())
      .then((pending) => tellQueued(pending.count))
      .catch(() => {})
  }, [offline])

  if (local.state === 'off') return null
  const status = local.state === 'running' ? local.status : null
  const { text, tone } =
    local.state === 'failed' && connection.online
      ? { text: t('sync.failed'), tone: 'warn' as const }
      : summary(status, connection)
  const Icon = tone === 'busy' ? UpdateIcon : tone === 'ok' ? CheckCircledIcon : ExclamationTriangleIcon
  return (
    <Popover.Root>
      <Popover.Trigger>
        <Button
          variant="soft"
          color={tone === 'ok' ? 'green' : tone === 'warn' ? 'amber' : 'blue'}
          size="1"
          aria-label={`${t('sync.button')}: ${text}`}
          data-sync-phase={connection.online ? (status?.phase ?? local.state) : 'offline'}
        >
          <Icon />
          <span>{text}</span>
        </Button>
      </Popover.Trigger>
      <Popover.Content width="360px" aria-label={t('sync.title')}>
        <Flex direction="column" gap="3">
          <Text weight="bold">{t('sync.title')}</Text>
          {local.state === 'failed' && (
            <Text color="red" size="2">
              {local.message}
            </Text>
          )}
          {status && <KindList status={status} />}
          {status && (
            <Text size="1" color="gray">
              {status.sellReady ? t('sync.sell_ready') : t('sync.not_sell_ready')}{' '}
              {status.realtime ? t('sync.realtime_on') : t('sync.realtime_off')}
              {status.error ? ` · ${status.error}` : ''}
            </Text>
          )}
          {status?.sellReady && <FindByBarcode />}
          <StorageWarning />
        </Flex>
      </Popover.Content>
    </Popover.Root>
  )
}

function KindList({ status }: { status: Status }) {
  return (
    <Flex direction="column" gap="2" role="list" aria-label={t('sync.title')}>
      {status.kinds.map((kind) => {
        const waiting = status.flags.waiting[kind.kind]
        const state: KindState = kind.state === 'done' && waiting ? 'waiting' : kind.state
        return (
          <Box key={kind.kind} role="listitem" aria-label={kindLine(kind)}>
            <Flex justify="between" align="center" gap="2">
              <Text size="2">{kindLine(kind)}</Text>
              <Badge color={STATE_COLORS[state]} variant="soft" radius="full">
                {t(STATE_LABELS[state])}
              </Badge>
            </Flex>
            {kind.state === 'syncing' && kind.total !== null && kind.total > 0 && (
              <Progress value={Math.min(100, (kind.fetched / kind.total) * 100)} size="1" mt="1" />
            )}
            {waiting && (
              <Text size="1" color="amber">
                {t('sync.waiting')}
              </Text>
            )}
            {kind.error && (
              <Text size="1" color="red">
                {kind.error}
              </Text>
            )}
          </Box>
        )
      })}
    </Flex>
  )
}

function FindByBarcode() {
  const [barcode, setBarcode] = useState('')
  const [answer, setAnswer] = useState<string | null>(null)

  async function find(event: FormEvent) {
    event.preventDefault()
    const remote = localDatabase()
    const code = barcode.trim()
    if (!remote || !code) return
    const api = await remote
    const match = await api.catalog.findByBarcode(code)
    if (!match) {
      setAnswer(t('sync.not_found', { barcode: code }))
      return
    }
    const price = await api.prices.priceOn(match.item.id)
    const found = t('sync.found', { name: match.product.name, sku: match.item.sku })
    setAnswer(`${found} · ${price ? formatMoney(price.price, price.currency) : t('sync.no_price')}`)
  }

  return (
    <form onSubmit={(event) => void find(event)}>
      <Flex gap="2" align="end">
        <Box flexGrow="1">
          <TextField.Root
            aria-label={t('sync.find_barcode')}
            placeholder={t('sync.find_barcode')}
            value={barcode}
            onChange={(event) => setBarcode(event.target.value)}
            inputMode="numeric"
          />
        </Box>
        <Button type="submit">{t('sync.find')}</Button>
      </Flex>
      {answer && (
        <Text as="p" size="2" mt="2" role="status">
          {answer}
        </Text>
      )}
    </form>
  )
}
