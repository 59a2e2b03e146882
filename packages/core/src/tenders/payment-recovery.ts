/** Payment recovery limits (spec 4, 9): at most 20 polls, waiting 1 s × the attempt number before each. */
export const PAYMENT_RECOVERY = {
  maxAttempts: 20,
  /** Wait before attempt n (1-based), in milliseconds: 1 s, 2 s, 3 s... (about 3.5 minutes in all). */
  delayUnitMs: 1000,
  failedMessage: 'Failed to recover payment',
} as const

/** What the register does after a poll of a pending payment left it unresolved. */
export type RecoveryStep =
  | { readonly kind: 'wait'; readonly attempt: number; readonly delayMs: number }
  | { readonly kind: 'give_up'; readonly message: string }

/**
 * The next step after `attemptsMade` unresolved polls [TND10]: wait attempt × 1 s and poll again, or give up
 * with 'Failed to recover payment' once 20 polls have been made. The caller owns the timer.
 */
export function nextRecoveryStep(attemptsMade: number): RecoveryStep {
  const attempt = Math.max(0, Math.trunc(attemptsMade)) + 1
  if (attempt > PAYMENT_RECOVERY.maxAttempts)
    return { kind: 'give_up', message: PAYMENT_RECOVERY.failedMessage }
  return { kind: 'wait', attempt, delayMs: attempt * PAYMENT_RECOVERY.delayUnitMs }
}
