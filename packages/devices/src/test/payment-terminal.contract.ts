// One contract for every PaymentTerminal (style guideline 7): each implementation runs it against its
// simulator through the real server. Skips carry their reason.
import { minor, PAYMENT_RECOVERY, type TerminalProvider } from '@pos/core'
import { describe, expect, it } from 'vitest'
import {
  memoryRecoveryStore,
  type PaymentTerminal,
  type RecoveryStore,
  type TerminalEvent,
} from '../terminal/payment-terminal.ts'
import { until } from './rig.ts'

export type TerminalContractOptions = {
  name: string
  provider: TerminalProvider
  create(store: RecoveryStore): PaymentTerminal
  /** Tells the simulator what the next payment does. */
  next(outcome: 'approve' | 'decline' | 'timeout' | 'signature' | 'wait'): void
  dropConnection(): void
  /** Payments the simulator received so far (to prove nothing is charged twice). */
  chargesSeen(): number
  /** The message of a timed-out payment. */
  timeoutMessage: string
  /** Why the terminal has no operator question to answer, if it has none. */
  noQuestionReason?: string
}

let receipts = 0

export function runPaymentTerminalContract(options: TerminalContractOptions): void {
  const request = (amount = 1099) => {
    receipts += 1
    return {
      registerId: 'contract-register',
      receiptNumber: `${options.provider}-${Date.now()}-${receipts}`,
      amount: minor(amount),
      currency: 'AUD',
      paymentMethodId: `pm-${options.provider}`,
    }
  }
  const run = (store = memoryRecoveryStore()) => {
    const events: TerminalEvent[] = []
    const terminal = options.create(store)
    return { events, terminal, store, listener: (event: TerminalEvent) => events.push(event) }
  }

  describe(`PaymentTerminal contract: ${options.name}`, () => {
    it('approves: requested, session (recovery saved first), waiting, displays, then the outcome', async () => {
      options.next('approve')
      const r = run()
      const payment = r.terminal.start(request(), (event) => {
        if (event.type === 'session') expect(r.store.current?.session_id).toBe(event.session)
        r.listener(event)
      })
      const outcome = await payment.outcome
      expect(outcome.ok).toBe(true)
      expect(outcome.ok && outcome.value.amount).toBe(1099)
      const types = r.events.map((e) => e.type)
      expect(types.slice(0, 3)).toEqual(['requested', 'session', 'waiting'])
      expect(types).toContain('display')
      expect(r.store.current).toMatchObject({
        type: options.provider,
        payment_method_id: `pm-${options.provider}`,
        amount: 1099,
      })
    })

    it('declines as a retryable value with the spec wording', async () => {
      options.next('decline')
      const outcome = await run().terminal.start(request(), () => {}).outcome
      expect(outcome.ok).toBe(false)
      if (outcome.ok) return
      expect(outcome.error).toMatchObject({ code: 'DECLINED', retryable: true })
      expect(outcome.error.message).toMatch(
        options.provider === 'linkly' ? /^Payment Failed - / : /^Adyen Terminal - Failed \(/,
      )
    })

    it('cancels on request', async () => {
      options.next('wait')
      const r = run()
      const payment = r.terminal.start(request(), r.listener)
      await until(() => r.events.some((e) => e.type === 'display'))
      payment.cancel()
      const outcome = await payment.outcome
      expect(!outcome.ok && outcome.error.code).toBe('CANCELLED')
    })

    it('answers the terminal question with its buttons', async (context) => {
      if (options.noQuestionReason) return context.skip(options.noQuestionReason)
      options.next('signature')
      const r = run()
      const payment = r.terminal.start(request(), r.listener)
      await until(() =>
        r.events.some((e) => e.type === 'display' && e.display.buttons.accept && e.display.buttons.decline),
      )
      payment.press('accept')
      expect((await payment.outcome).ok).toBe(true)
    })

    it('times out as a retryable failure', async () => {
      options.next('timeout')
      const outcome = await run().terminal.start(request(), () => {}).outcome
      expect(outcome.ok).toBe(false)
      if (!outcome.ok)
        expect(outcome.error).toMatchObject({
          code: 'TERMINAL_FAILED',
          retryable: true,
          message: options.timeoutMessage,
        })
    })

    it('recovers after a lost connection, saying so, and charges once', async () => {
      options.next('approve')
      const r = run()
      const before = options.chargesSeen()
      const payment = r.terminal.start(request(2500), r.listener)
      await until(() => r.events.some((e) => e.type === 'session'))
      options.dropConnection()
      const outcome = await payment.outcome
      expect(outcome.ok && outcome.value.amount).toBe(2500)
      expect(r.events.map((e) => e.type)).toContain('connection_lost')
      expect(
        r.events.some((e) => e.type === 'recovery_attempt' && e.of === PAYMENT_RECOVERY.maxAttempts),
      ).toBe(true)
      expect(options.chargesSeen() - before).toBe(1)
    })

    it('recovers from the saved payment_recovery alone (a reloaded tab)', async () => {
      options.next('approve')
      const first = run()
      const payment = first.terminal.start(request(700), first.listener)
      await until(() => first.store.current !== null)
      await payment.outcome
      const saved = await first.store.load()
      const reloaded = run(memoryRecoveryStore(saved))
      const outcome = await reloaded.terminal.recover(saved!, reloaded.listener)
      expect(outcome.ok && outcome.value.amount).toBe(700)
    })

    it("ends with 'Failed to recover payment' for a session the server does not know", async () => {
      const r = run()
      const outcome = await r.terminal.recover(
        { type: options.provider, payment_method_id: 'pm', amount: minor(1), session_id: 'no-such-session' },
        r.listener,
      )
      expect(outcome).toMatchObject({
        ok: false,
        error: { code: 'RECOVERY_FAILED', message: 'Failed to recover payment' },
      })
    })
  })
}
