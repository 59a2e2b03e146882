import type { Minor } from '../money/minor.ts'

/** The providers the server bridges (spec 7). */
export const TERMINAL_PROVIDERS = ['linkly', 'adyen'] as const
export type TerminalProvider = (typeof TERMINAL_PROVIDERS)[number]

/** Where a terminal transaction stands (spec 4: requested, then waiting, then success or failure). */
export const TERMINAL_STATES = {
  requested: 'requested',
  waiting: 'waiting',
  approved: 'approved',
  declined: 'declined',
  cancelled: 'cancelled',
  failed: 'failed',
} as const
export type TerminalState = (typeof TERMINAL_STATES)[keyof typeof TERMINAL_STATES]

/** States after which nothing changes. `approved` is the only one that took money. */
export function isFinalTerminalState(state: TerminalState): boolean {
  return state !== 'requested' && state !== 'waiting'
}

/** One receipt a terminal produced: Linkly's type letter (C, M, S…) or Adyen's document qualifier. */
export type TerminalReceipt = { readonly kind: string; readonly lines: readonly string[] }

/**
 * The end of a terminal transaction as the bridge reports it. `response_text` is Linkly's ResponseText
 * (trimmed); `error_condition` Adyen's ErrorCondition (any string: 'Communication timeout' is outside the enum).
 */
export type TerminalResult = {
  readonly state: Exclude<TerminalState, 'requested' | 'waiting'>
  readonly amount: Minor
  readonly response_code: string
  readonly response_text: string
  readonly error_condition: string | null
  readonly pan: string | null
  readonly card_type: string | null
  readonly auth_code: string | null
  /** The provider's reference: Linkly TxnRef/RRN, Adyen POITransactionID. */
  readonly reference: string | null
  readonly receipts: readonly TerminalReceipt[]
}

/**
 * The message a failed terminal payment shows (spec 8): 'Payment Failed - {response text}' for Linkly,
 * 'Adyen Terminal - Failed ({error condition})' for Adyen.
 */
export function terminalFailureMessage(provider: TerminalProvider, result: TerminalResult): string {
  if (provider === 'linkly') return `Payment Failed - ${result.response_text.trim() || result.state}`
  return `Adyen Terminal - Failed (${result.error_condition ?? result.response_text ?? result.state})`
}
