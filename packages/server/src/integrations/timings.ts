/**
 * Terminal bridge timings. Defaults are the documented ones; tests pass shorter ones so that nothing waits
 * on real device time.
 */
export type TerminalTimings = {
  /** Spec 7/9: Adyen starts after a 2 s warm-up. */
  adyenWarmupMs: number
  /** Longest wait for an Adyen sync answer: the cloud's own issuer time-out is 150 s (device-protocols 1.6). */
  adyenSyncTimeoutMs: number
  /** Linkly: wait this long for the final notification before recovering (the official sample: 3 min). */
  linklyResultWaitMs: number
  /** Between recovery polls of the provider (Linkly's sample: every 10 s). */
  providerPollMs: number
  /** Recovery polls before the transaction is given up as 'NO RESPONSE' (3 min at 10 s). */
  providerPollAttempts: number
}

export const DEFAULT_TERMINAL_TIMINGS: TerminalTimings = {
  adyenWarmupMs: 2_000,
  adyenSyncTimeoutMs: 160_000,
  linklyResultWaitMs: 180_000,
  providerPollMs: 10_000,
  providerPollAttempts: 18,
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
