import { describe, expect, it } from 'vitest'
import { giftCardExpiration, isGiftCardExpired } from './gift-cards.ts'
import { nextRecoveryStep } from './payment-recovery.ts'

describe('payment recovery and gift card validity', () => {
  it('[TND10] waits 1 s × the attempt, 20 times, then gives up', () => {
    expect(nextRecoveryStep(0)).toEqual({ kind: 'wait', attempt: 1, delayMs: 1000 })
    expect(nextRecoveryStep(19)).toEqual({ kind: 'wait', attempt: 20, delayMs: 20_000 })
    expect(nextRecoveryStep(20)).toEqual({ kind: 'give_up', message: 'Failed to recover payment' })
    const total = Array.from({ length: 20 }, (_, i) => nextRecoveryStep(i)).reduce(
      (sum, step) => sum + (step.kind === 'wait' ? step.delayMs : 0),
      0,
    )
    expect(total).toBe(210_000)
  })

  it('[TND11] a gift card expires validity days after issue; 0 never', () => {
    const issued = new Date('2026-06-15T02:00:00Z')
    expect(giftCardExpiration(issued, 365)).toBe('2027-06-15T02:00:00.000Z')
    expect(giftCardExpiration(issued, 0)).toBeNull()
    expect(isGiftCardExpired('2026-06-15T01:59:59Z', issued)).toBe(true)
    expect(isGiftCardExpired('2026-06-15T02:00:00Z', issued)).toBe(false)
    expect(isGiftCardExpired(null, issued)).toBe(false)
  })
})
