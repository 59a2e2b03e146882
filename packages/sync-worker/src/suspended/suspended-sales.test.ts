import { CLAIM_LOST_MESSAGE } from '@pos/core'
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { SuspendedSales, shareBetweenTabs } from './suspended-sales.ts'

function store(): SuspendedSales {
  return new SuspendedSales(new Y.Doc())
}

function sync(a: SuspendedSales, b: SuspendedSales): void {
  Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc))
  Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(b.doc))
}

const sale = { id: 'sale-1', sale: { id: 'sale-1', lines: [] }, suspended_at: 1, register: '1', label: 'Mia' }

describe('suspended sales', () => {
  it('lists a suspended sale on another replica until it is claimed', () => {
    const [a, b] = [store(), store()]
    a.suspend(sale)
    sync(a, b)
    expect(b.list().map((entry) => entry.id)).toEqual(['sale-1'])
    expect(b.claim('sale-1', { client: 'tab-b', register: '2', at: 10 })).toEqual({
      ok: true,
      sale: sale.sale,
    })
    sync(a, b)
    expect(a.list()).toEqual([])
  })

  it('two registers claiming apart end with one owner, whatever the merge order [CLAIM1, CLAIM2]', () => {
    for (const [first, second] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const origin = store()
      origin.suspend(sale)
      const replicas = [store(), store()]
      for (const replica of replicas) sync(origin, replica)
      // Apart: each claims and, knowing only its own claim, owns the sale.
      expect(replicas[0]!.claim('sale-1', { client: 'register-b', register: '2', at: 200 }).ok).toBe(true)
      expect(replicas[1]!.claim('sale-1', { client: 'register-a', register: '1', at: 100 }).ok).toBe(true)
      sync(replicas[first]!, replicas[second]!)
      // Merged: the earliest claim wins on both; the other is told.
      for (const replica of replicas) {
        expect(replica.owns('sale-1', 'register-a')).toBe(true)
        expect(replica.owns('sale-1', 'register-b')).toBe(false)
      }
      expect(replicas[0]!.claim('sale-1', { client: 'register-b', register: '2', at: 200 })).toEqual({
        ok: false,
        message: CLAIM_LOST_MESSAGE,
      })
    }
  })

  it('breaks a tie of claim times by client id [CLAIM1]', () => {
    const [a, b] = [store(), store()]
    a.suspend(sale)
    sync(a, b)
    a.claim('sale-1', { client: 'zeta', register: '1', at: 5 })
    b.claim('sale-1', { client: 'alpha', register: '2', at: 5 })
    sync(a, b)
    expect(a.owns('sale-1', 'alpha') && b.owns('sale-1', 'alpha')).toBe(true)
  })

  it('the owner takes the sale off the list; a register that claimed it apart still loses [CLAIM2]', () => {
    const [a, b] = [store(), store()]
    a.suspend(sale)
    sync(a, b)
    b.claim('sale-1', { client: 'b', register: '2', at: 1 })
    a.claim('sale-1', { client: 'a', register: '1', at: 2 })
    b.release('sale-1')
    sync(a, b)
    expect(a.sales.size).toBe(0)
    expect(a.owns('sale-1', 'a')).toBe(false)
    expect(b.owns('sale-1', 'b')).toBe(true)
    expect(a.claim('sale-1', { client: 'a', register: '1', at: 3 })).toEqual({
      ok: false,
      message: CLAIM_LOST_MESSAGE,
    })
  })

  it('is shared between two tabs of one browser over a BroadcastChannel', async () => {
    const [a, b] = [store(), store()]
    const stopA = shareBetweenTabs(a.doc, 'pos-suspended-test')
    const stopB = shareBetweenTabs(b.doc, 'pos-suspended-test')
    const arrived = new Promise<void>((resolve) => b.sales.observe(() => resolve()))
    a.suspend(sale)
    await arrived
    expect(b.list().map((entry) => entry.id)).toEqual(['sale-1'])
    stopA()
    stopB()
  })
})
