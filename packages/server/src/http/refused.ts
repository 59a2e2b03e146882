import type { Refusal } from '@pos/core'
import type { Context } from 'hono'
import { refused } from './errors.ts'

/**
 * A core rule's refusal thrown out of a transaction (rolling it back), to be answered as a 400: inventory's
 * writes, bank reconciliation and the resource mount's writes carry their refusals out so.
 */
export class Refused extends Error {
  readonly refusal: Refusal
  constructor(refusal: Refusal) {
    super(refusal.message)
    this.refusal = refusal
  }
}

/** Runs a route's work, answering a Refused it throws (its transaction rolled back) as that refusal. */
export async function answeringRefused(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof Refused) return refused(c, error.refusal)
    throw error
  }
}
