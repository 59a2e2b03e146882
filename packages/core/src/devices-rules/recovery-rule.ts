import type { PaymentRecovery } from '../sale/types.ts'
import { nextRecoveryStep, PAYMENT_RECOVERY } from '../tenders/payment-recovery.ts'
import type { TerminalResult, TerminalState } from './terminal-result.ts'
import { isFinalTerminalState } from './terminal-result.ts'

/** What a poll of `GET /api/integrations/{provider}/transaction/{session}` answered. */
export type RecoveryPollAnswer =
  /** No answer (offline, 5xx, time-out): poll again. */
  | { readonly kind: 'no_answer' }
  /** The server does not know the session (404): it never started, nothing was charged. */
  | { readonly kind: 'unknown' }
  /** The transaction record: still requested/waiting, or final with its result. */
  | { readonly kind: 'record'; readonly state: TerminalState; readonly result: TerminalResult | null }

/** What the register does next with a sale's payment_recovery. */
export type RecoveryDecision =
  | { readonly kind: 'poll'; readonly attempt: number; readonly delayMs: number }
  /** Record this payment and clear payment_recovery in the same write (the only step that adds money). */
  | {
      readonly kind: 'record_payment'
      readonly payment_method_id: string
      readonly amount: PaymentRecovery['amount']
      readonly result: TerminalResult
    }
  /** The terminal ended without taking money: clear payment_recovery, no payment. */
  | { readonly kind: 'no_payment'; readonly result: TerminalResult }
  /** 20 polls without an end, or the session is unknown: clear payment_recovery, 'Failed to recover payment'. */
  | { readonly kind: 'failed'; readonly message: string }

/**
 * The payment recovery rule (spec 4, 9; issue 7 item 3). Given the sale's recovery record, how many polls were
 * already made and the latest poll's answer (null before the first poll), decide: poll again after 1 s × the
 * attempt number, record the payment once, end without a payment, or give up with 'Failed to recover payment'.
 * A payment is recorded only for an approved final record, for the amount the terminal charged.
 */
export function decideRecovery(
  recovery: PaymentRecovery,
  pollsMade: number,
  answer: RecoveryPollAnswer | null,
): RecoveryDecision {
  if (answer?.kind === 'unknown') return { kind: 'failed', message: PAYMENT_RECOVERY.failedMessage }
  if (answer?.kind === 'record' && isFinalTerminalState(answer.state) && answer.result) {
    if (answer.result.state === 'approved')
      return {
        kind: 'record_payment',
        payment_method_id: recovery.payment_method_id,
        amount: answer.result.amount,
        result: answer.result,
      }
    return { kind: 'no_payment', result: answer.result }
  }
  const step = nextRecoveryStep(pollsMade)
  if (step.kind === 'give_up') return { kind: 'failed', message: step.message }
  return { kind: 'poll', attempt: step.attempt, delayMs: step.delayMs }
}

/**
 * Whether a new terminal payment may start for this sale. While a payment_recovery is pending the card may
 * already have been charged, so the only thing allowed is to finish that recovery (never charge twice).
 */
export function terminalPaymentMayStart(sale: {
  readonly payment_recovery: PaymentRecovery | null
}): boolean {
  return sale.payment_recovery === null
}

/**
 * A sale opened (screen load, reload, retrieval) with this recovery resumes it by itself. An empty session_id
 * means the transaction was asked for but no session came back yet: resuming asks the bridge again for the same
 * register and receipt, which answers with the existing session and never charges twice.
 */
export function recoveryToResume(sale: {
  readonly payment_recovery: PaymentRecovery | null
}): PaymentRecovery | null {
  return sale.payment_recovery ?? null
}
