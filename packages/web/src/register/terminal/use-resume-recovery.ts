import { recoveryToResume } from '@pos/core'
import { useEffect, useRef } from 'react'
import type { Completed, useSale } from '../sale/use-sale.ts'
import { resumeTerminalPayment } from './terminal-tenders.tsx'

type Sale = ReturnType<typeof useSale>

/**
 * A sale opened with a pending payment_recovery (screen load, reload, retrieval) resumes it by itself (spec 4):
 * the terminal alert shows 'Lost Connection - Attempting to recover transaction' and ends with the payment added
 * (the sale completes when it is paid in full) or 'Failed to recover payment'. Each session resumes once.
 */
export function useResumeRecovery(
  sale: Sale,
  on: { done: (done: Completed) => void; problem: (message: string) => void },
): void {
  const resumed = useRef(new Set<string>())
  const latest = useRef({ sale, on })
  latest.current = { sale, on }
  const draft = sale.computed?.draft ?? null
  const recovery = draft ? recoveryToResume(draft) : null
  const key = draft && recovery ? `${draft.id}:${recovery.session_id}` : null
  const ready = Boolean(sale.context?.open && draft?.employee)

  useEffect(() => {
    if (!key || !ready || resumed.current.has(key)) return
    resumed.current.add(key)
    const { sale: current } = latest.current
    const paying = current.computed?.draft
    const context = current.context
    if (!paying || !context || !current.computed) return
    void (async () => {
      const outcome = await resumeTerminalPayment(paying, {
        totals: current.computed?.totals ?? { ...current.recomputeOf(paying).totals },
        methods: context.paymentMethods,
        pointValue: current.rules.loyalty?.point_value ?? 1,
        now: new Date(),
      })
      const { sale: now, on: handlers } = latest.current
      if (!outcome.ok) {
        now.setDraft({ ...paying, payment_recovery: null })
        handlers.problem(outcome.message)
        return
      }
      if (now.recomputeOf(outcome.draft).totals.remaining !== 0) {
        now.setDraft(outcome.draft)
        return
      }
      try {
        handlers.done(await now.complete(outcome.change, outcome.draft))
      } catch (error) {
        handlers.problem(error instanceof Error ? error.message : String(error))
      }
    })()
  }, [key, ready])
}
