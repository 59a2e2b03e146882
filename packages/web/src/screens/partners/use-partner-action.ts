import type { AnswerOf, PartnerActedSchema, PartnerJob, PartnerOutcome } from '@pos/core'
import { useEffect, useRef, useState } from 'react'
import { refusalOf } from '../../api/resource-client.ts'
import { t } from '../../i18n/index.ts'
import { partnersApi } from './partners-api.ts'

/** How often a page asks how its queued sync is doing: often enough to feel live, light on the server. */
const JOB_POLL_MS = 500

/** What a page shows of an action: its outcome, or its job's state while it is queued or running. */
export type ActionResult = PartnerOutcome & { job?: PartnerJob; pending?: boolean }

/** A job as a line to show: the outcome once done, the error once failed, the state meanwhile. */
export function jobResult(job: PartnerJob): ActionResult {
  switch (job.state) {
    case 'done':
      return { ok: true, message: job.result?.message ?? t('partners.job.done'), job }
    case 'failed':
      return { ok: false, message: job.error || t('partners.job.failed'), job }
    case 'retrying':
      return {
        ok: false,
        pending: true,
        job,
        message: t('partners.job.retrying', {
          attempt: job.attempts,
          max: job.max_attempts,
          error: job.error,
        }),
      }
    case 'queued':
    case 'running':
      return { ok: true, pending: true, job, message: t(`partners.job.${job.state}`) }
  }
}

const finished = (job: PartnerJob) => job.state === 'done' || job.state === 'failed'

/** What any partner action answers: its outcome, or the job it queued. */
type Acted = AnswerOf<typeof PartnerActedSchema>

/**
 * Runs a partner action and keeps its sentence (the server's refusal included) for the page to show. A sync is
 * queued as a job (202): its state shows while the page polls it, then its outcome.
 */
export function usePartnerAction(after: () => void) {
  const [busy, setBusy] = useState<string>()
  const [result, setResult] = useState<ActionResult>()
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])

  async function follow(job: PartnerJob): Promise<PartnerJob> {
    let current = job
    setResult(jobResult(current))
    while (alive.current && !finished(current)) {
      await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS))
      if (!alive.current) break
      current = (await partnersApi.job(current.id)).job
      setResult(jobResult(current))
    }
    return current
  }

  /**
   * Runs an action (`ask`) and answers what it answered; undefined when it was refused, or when it queued a job
   * (whose outcome shows as the result once the job finishes).
   */
  async function perform<A extends Acted>(name: string, ask: () => Promise<A>): Promise<A | undefined> {
    setBusy(name)
    try {
      const answer = await ask()
      if (answer.job) {
        await follow(answer.job)
        return undefined
      }
      setResult(answer)
      return answer
    } catch (error) {
      setResult({ ok: false, message: refusalOf(error)?.message ?? t('error.unexpected') })
      return undefined
    } finally {
      if (alive.current) setBusy(undefined)
      after()
    }
  }

  /** Runs a partner action by its path (`shopify/sync`, `shippit/label`…). */
  const run = (name: string, path: string, body: unknown = {}) =>
    perform(name, () => partnersApi.act(path, body))
  return { busy, result, run, perform }
}
