import type { TerminalResult } from '@pos/core'

/**
 * A terminal transaction that ended without the card's answer (refused, never started, unreachable): nothing
 * taken, no card and no receipt, only why, as the provider or the bridge put it.
 */
export function failedResult(why: {
  responseCode: string
  text: string
  condition: string | null
}): TerminalResult {
  return {
    state: 'failed',
    amount: 0 as TerminalResult['amount'],
    response_code: why.responseCode,
    response_text: why.text,
    error_condition: why.condition,
    pan: null,
    card_type: null,
    auth_code: null,
    reference: null,
    receipts: [],
  }
}
