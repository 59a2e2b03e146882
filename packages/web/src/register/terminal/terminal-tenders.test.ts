import { AU_TAX, computeTotals, minor, type PaymentMethod } from '@pos/core'
import { describe, expect, it } from 'vitest'
import type { DraftSale } from '../sale/sale-model.ts'
import { newSale } from '../sale/sale-model.ts'
import { tendersOf } from '../sale/tenders.ts'
import { registerTerminalTenders, saleRecoveryStore } from './terminal-tenders.tsx'

const method = (id: string, processor: string): PaymentMethod => ({
  id,
  name: id,
  system_type: null,
  metadata: { pos: { payment_processor: { value: processor } } },
})

describe('card terminals as register tenders', () => {
  it('offers linkly, adyen and adyen_tap once plugged in, and tap to pay says it is not supported here', async () => {
    registerTerminalTenders()
    const methods = [
      method('cash', 'cash'),
      method('eftpos', 'linkly'),
      method('card', 'adyen'),
      method('tap', 'adyen_tap'),
    ]
    expect(tendersOf(methods).map((tender) => tender.processor)).toEqual([
      'cash',
      'linkly',
      'adyen',
      'adyen_tap',
    ])
    const draft = newSale({ id: 1, store_id: 1 }, 'AUD')
    const tap = tendersOf(methods).find((tender) => tender.processor === 'adyen_tap')!
    const totals = { ...computeTotals(draft, AU_TAX), remaining: minor(500) }
    const outcome = await tap.take(
      draft,
      { amount: minor(500) },
      { totals, methods, pointValue: 1, now: new Date() },
    )
    expect(outcome).toEqual({ ok: false, message: 'Looks like tap to pay isnt supported' })
  })
})

describe('payment_recovery lives in the sale', () => {
  it('writes the sale with payment_recovery before the payment, with its session, and clears it', async () => {
    const draft = newSale({ id: 1, store_id: 1 }, 'AUD')
    const writes: DraftSale[] = []
    const store = saleRecoveryStore(draft, async (sale) => {
      writes.push(sale)
    })
    const pending = { type: 'adyen', payment_method_id: 'card', amount: minor(500), session_id: '' }
    await store.save(pending)
    await store.save({ ...pending, session_id: 's1' })
    expect(await store.load()).toEqual({ ...pending, session_id: 's1' })
    await store.clear()
    expect(writes.map((sale) => sale.payment_recovery?.session_id ?? null)).toEqual(['', 's1', null])
    expect(writes.every((sale) => sale.id === draft.id && sale.lines === draft.lines)).toBe(true)
    expect(await store.load()).toBeNull()
  })
})
