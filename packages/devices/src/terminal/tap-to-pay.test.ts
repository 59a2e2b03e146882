import { minor } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { storageRecoveryStore } from './payment-terminal.ts'
import { createTapToPayTerminal, TAP_TO_PAY_UNSUPPORTED } from './tap-to-pay.ts'

describe('Adyen tap to pay in a browser', () => {
  it("ends at once with 'Looks like tap to pay isnt supported', not retryable", async () => {
    const events: string[] = []
    const outcome = await createTapToPayTerminal().start(
      { registerId: 'r', receiptNumber: 'R1', amount: minor(100), currency: 'AUD', paymentMethodId: 'tap' },
      (e) => events.push(e.type),
    ).outcome
    expect(outcome).toEqual({
      ok: false,
      error: { code: 'TAP_TO_PAY_UNSUPPORTED', retryable: false, message: TAP_TO_PAY_UNSUPPORTED },
    })
    expect(events).toEqual(['requested'])
  })
})

describe('payment recovery kept in storage', () => {
  it('survives a new store over the same storage (a reload) and clears', async () => {
    const backing = new Map<string, string>()
    const storage = {
      getItem: (key: string) => backing.get(key) ?? null,
      setItem: (key: string, value: string) => void backing.set(key, value),
      removeItem: (key: string) => void backing.delete(key),
    }
    const recovery = { type: 'adyen', payment_method_id: 'pm', amount: minor(990), session_id: 's-1' }
    await storageRecoveryStore(storage, 'k').save(recovery)
    expect(await storageRecoveryStore(storage, 'k').load()).toEqual(recovery)
    await storageRecoveryStore(storage, 'k').clear()
    expect(await storageRecoveryStore(storage, 'k').load()).toBeNull()
  })
})
