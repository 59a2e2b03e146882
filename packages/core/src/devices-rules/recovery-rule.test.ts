import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import type { PaymentRecovery } from '../sale/types.ts'
import { decideRecovery, type RecoveryPollAnswer, terminalPaymentMayStart } from './recovery-rule.ts'
import type { TerminalResult, TerminalState } from './terminal-result.ts'

const recovery: PaymentRecovery = {
  type: 'adyen',
  payment_method_id: '7',
  amount: minor(1099),
  session_id: 's1',
}

const arbFinal = fc.constantFrom('approved', 'declined', 'cancelled', 'failed') as fc.Arbitrary<
  TerminalResult['state']
>
const arbResult = fc.record({
  state: arbFinal,
  amount: fc.integer({ min: -100_000, max: 100_000 }).map(minor),
  response_code: fc.constant('00'),
  response_text: fc.constant('APPROVED'),
  error_condition: fc.constant(null),
  pan: fc.constant(null),
  card_type: fc.constant(null),
  auth_code: fc.constant(null),
  reference: fc.constant(null),
  receipts: fc.constant([]),
}) as fc.Arbitrary<TerminalResult>
const arbAnswer: fc.Arbitrary<RecoveryPollAnswer> = fc.oneof(
  fc.constant({ kind: 'no_answer' as const }),
  fc.constant({ kind: 'unknown' as const }),
  fc.record({
    kind: fc.constant('record' as const),
    state: fc.constantFrom('requested', 'waiting') as fc.Arbitrary<TerminalState>,
    result: fc.constant(null),
  }),
  arbResult.map((result) => ({ kind: 'record' as const, state: result.state, result })),
)

/** Runs the recovery loop with a sequence of poll answers; returns every decision taken. */
function run(answers: readonly RecoveryPollAnswer[]) {
  const decisions = []
  let made = 0
  let answer: RecoveryPollAnswer | null = null
  for (;;) {
    const decision = decideRecovery(recovery, made, answer)
    decisions.push(decision)
    if (decision.kind !== 'poll') return decisions
    answer = answers[made] ?? { kind: 'no_answer' }
    made++
  }
}

describe('payment recovery rule', () => {
  it('polls 20 times waiting 1 s × attempt, then fails with the spec message', () => {
    const decisions = run([])
    expect(
      decisions.filter((d) => d.kind === 'poll').map((d) => (d.kind === 'poll' ? d.delayMs : 0)),
    ).toEqual(Array.from({ length: 20 }, (_, i) => (i + 1) * 1000))
    expect(decisions.at(-1)).toEqual({ kind: 'failed', message: 'Failed to recover payment' })
  })

  it('records an approved payment for what the terminal charged; other ends record nothing', () => {
    const approved = {
      kind: 'record' as const,
      state: 'approved' as const,
      result: { ...resultOf('approved'), amount: minor(1000) },
    }
    expect(decideRecovery(recovery, 3, approved)).toMatchObject({
      kind: 'record_payment',
      amount: 1000,
      payment_method_id: '7',
    })
    expect(
      decideRecovery(recovery, 3, { kind: 'record', state: 'declined', result: resultOf('declined') }).kind,
    ).toBe('no_payment')
    expect(decideRecovery(recovery, 3, { kind: 'unknown' }).kind).toBe('failed')
  })

  it('property: any answer sequence ends within 20 polls, records a payment at most once and only when approved', () => {
    fc.assert(
      fc.property(fc.array(arbAnswer, { maxLength: 30 }), (answers) => {
        const decisions = run(answers)
        const polls = decisions.filter((d) => d.kind === 'poll')
        expect(polls.length).toBeLessThanOrEqual(20)
        for (const [i, d] of polls.entries())
          expect(d).toEqual({ kind: 'poll', attempt: i + 1, delayMs: (i + 1) * 1000 })
        const recorded = decisions.filter((d) => d.kind === 'record_payment')
        expect(recorded.length).toBeLessThanOrEqual(1)
        const last = decisions.at(-1)
        expect(last?.kind).not.toBe('poll')
        if (last?.kind === 'record_payment') {
          const answer = answers[polls.length - 1]
          expect(answer?.kind === 'record' && answer.result?.state === 'approved').toBe(true)
          if (answer?.kind === 'record') expect(last.amount).toBe(answer.result?.amount)
        }
      }),
    )
  })

  it('property: no new terminal payment starts while a recovery is pending', () => {
    fc.assert(
      fc.property(fc.option(fc.constant(recovery)), (pending) => {
        expect(terminalPaymentMayStart({ payment_recovery: pending })).toBe(pending === null)
      }),
    )
  })
})

function resultOf(state: TerminalResult['state']): TerminalResult {
  return {
    state,
    amount: minor(1099),
    response_code: '00',
    response_text: 'APPROVED',
    error_condition: null,
    pan: null,
    card_type: null,
    auth_code: null,
    reference: null,
    receipts: [],
  }
}
