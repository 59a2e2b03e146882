import type { KindStatus, SyncStatus } from '@pos/sync-worker'
import { describe, expect, it } from 'vitest'
import { kindLine, summary } from './sync-text.ts'

const kind = (over: Partial<KindStatus>): KindStatus => ({
  kind: 'product',
  state: 'syncing',
  count: 0,
  fetched: 0,
  total: null,
  lastSynced: null,
  error: null,
  ...over,
})

function status(
  kinds: KindStatus[],
  phase: SyncStatus['phase'] = 'syncing',
  initialSync = phase === 'syncing',
): SyncStatus {
  const flags = {
    product: false,
    prices: false,
    poscodes: false,
    promotions: false,
    discount_reasons: false,
    return_reasons: false,
    custom_scripts: false,
    initial_sync: initialSync,
    waiting: {
      product: false,
      price: false,
      posstaff: false,
      promotion: false,
      discount_reasons: false,
      return_reasons: false,
      custom_scripts: false,
    },
  }
  return { phase, kinds, flags, sellReady: false, realtime: false, error: null }
}

describe('offline-data indicator texts', () => {
  it('shows a first sync as received / total with thousands separators', () => {
    expect(kindLine(kind({ fetched: 12_500, total: 100_000 }))).toBe('Products 12,500 / 100,000')
  })

  it('shows the local count once a kind is done, or while the server gives no total', () => {
    expect(kindLine(kind({ state: 'done', count: 100_000, fetched: 20, total: null }))).toBe(
      'Products 100,000',
    )
    expect(kindLine(kind({ kind: 'price', fetched: 750 }))).toBe('Prices 750')
  })

  it('sums up: the kind syncing, then ready, offline or signed out', () => {
    expect(summary(status([kind({ kind: 'price', fetched: 250 })])).text).toBe('Syncing Prices 250')
    expect(summary(status([kind({ state: 'done' })], 'idle'))).toEqual({
      text: 'Offline data ready',
      tone: 'ok',
    })
    expect(summary(status([kind({ state: 'error' })], 'offline')).text).toBe('Offline: using saved data')
    const ready = status([kind({ state: 'done' })], 'idle')
    // The browser's word comes first: the worker still says idle until its next request fails.
    expect(summary(ready, { online: false, queued: 0 })).toEqual({
      text: 'Offline: using saved data',
      tone: 'warn',
    })
    expect(summary(ready, { online: false, queued: 1 }).text).toBe(
      'Offline: using saved data · 1 sale waiting to send',
    )
    expect(summary(null, { online: false, queued: 3 }).text).toBe(
      'Offline: using saved data · 3 sales waiting to send',
    )
    expect(summary(status([], 'signed-out')).text).toBe('Sign in again to sync')
    expect(summary(null).tone).toBe('busy')
  })

  it('is not ready while the first sync has not filled the caches, even between two kinds', () => {
    expect(summary(status([], 'idle', true))).toEqual({ text: 'Preparing offline data…', tone: 'busy' })
    expect(
      summary(status([kind({ state: 'done' }), kind({ kind: 'price', state: 'idle' })], 'idle', true)).tone,
    ).toBe('busy')
  })
})
