import type { Refusal } from '@pos/core'

/** A core rule's refusal thrown out of a transaction (rolling it back), to be answered as a 400. */
export class Refused extends Error {
  readonly refusal: Refusal
  constructor(refusal: Refusal) {
    super(refusal.message)
    this.refusal = refusal
  }
}
