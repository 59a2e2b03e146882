import type { RegisterCache } from '@pos/core'
import type { KindState, KindStatus, SyncStatus } from '@pos/sync-worker'
import { formatCount } from '../format/money.ts'
import { type MessageKey, t, tn } from '../i18n/index.ts'

/** The texts of the offline-data indicator, from the worker's status. */
const KIND_LABELS: Record<RegisterCache, MessageKey> = {
  product: 'sync.kind.product',
  price: 'sync.kind.price',
  posstaff: 'sync.kind.posstaff',
  promotion: 'sync.kind.promotion',
  discount_reasons: 'sync.kind.discount_reasons',
  return_reasons: 'sync.kind.return_reasons',
  custom_scripts: 'sync.kind.custom_scripts',
}

export const STATE_LABELS: Record<KindState, MessageKey> = {
  idle: 'sync.state.idle',
  syncing: 'sync.state.syncing',
  waiting: 'sync.state.waiting',
  done: 'sync.state.done',
  error: 'sync.state.error',
}

export const STATE_COLORS: Record<KindState, 'gray' | 'blue' | 'amber' | 'green' | 'red'> = {
  idle: 'gray',
  syncing: 'blue',
  waiting: 'amber',
  done: 'green',
  error: 'red',
}

/** 'Products 12,500 / 100,000' while the server says a total, else 'Products 12,500'. */
export function kindLine(kind: KindStatus): string {
  const label = t(KIND_LABELS[kind.kind])
  const count = kind.state === 'syncing' ? kind.fetched : kind.count
  return kind.total !== null && kind.state === 'syncing'
    ? t('sync.progress', { kind: label, count: formatCount(count), total: formatCount(kind.total) })
    : t('sync.count', { kind: label, count: formatCount(count) })
}

/**
 * The badge's one line. Offline as soon as the browser says so (`connection.online`), not only once the
 * worker's next request has failed, with the count of sales waiting to send when there are any.
 */
export function summary(
  status: SyncStatus | null,
  connection: { online: boolean; queued: number | null } = { online: true, queued: null },
): { text: string; tone: 'busy' | 'ok' | 'warn' } {
  if (!connection.online || status?.phase === 'offline') {
    const queued = connection.queued ?? 0
    return {
      text: queued > 0 ? tn('sync.offline_queued', queued) : t('sync.offline'),
      tone: 'warn',
    }
  }
  if (!status || status.phase === 'opening' || status.phase === 'closed') {
    return { text: t('sync.starting'), tone: 'busy' }
  }
  const syncing = status.kinds.find((kind) => kind.state === 'syncing')
  if (syncing) {
    return {
      text: t('sync.syncing', { kind: t(KIND_LABELS[syncing.kind]), count: formatCount(syncing.fetched) }),
      tone: 'busy',
    }
  }
  if (status.phase === 'signed-out') return { text: t('sync.signed_out'), tone: 'warn' }
  // Not ready until the first sync has filled every cache (a new local database is open, and empty, first).
  if (status.phase === 'syncing' || status.flags.initial_sync)
    return { text: t('sync.starting'), tone: 'busy' }
  return { text: t('sync.ready'), tone: 'ok' }
}
