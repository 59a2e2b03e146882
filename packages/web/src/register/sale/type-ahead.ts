import { SCAN_MAX_GAP_MS } from '@pos/core'

/** Fewer characters than this search nothing (one letter matches most of a chain's catalog). */
export const TYPE_AHEAD_MIN_LENGTH = 2
/** After keys faster than a person types, the search waits this long for the field to settle. */
export const TYPE_AHEAD_SETTLE_MS = 100

export type TypeAheadOptions<Answer> = {
  /** Runs one search (in the sync worker); its answer is shown only if nothing was typed since. */
  search: (query: string) => Promise<Answer>
  /** The answer to the field's current text. */
  onAnswer: (query: string, answer: Answer) => void
  /** The field's text is too short to search: whatever is shown is out of date. */
  onClear: () => void
  /** A search failed (the local database is not open, say) while it was still the latest. */
  onError?: (query: string, error: unknown) => void
  /** Keys closer together than this are a scanner's (core's scan detector uses the same gap). */
  humanGapMs?: number
  settleMs?: number
  minLength?: number
}

/**
 * Type-ahead for the sale screen's product field, away from React so its timing can be tested with fake timers.
 *
 * - A key typed at a person's pace (more than `humanGapMs` after the previous one) searches at once, so the
 *   results follow the cashier's typing with no wait.
 * - Keys arriving faster than that (a barcode scanner into the field, a fast burst) search nothing while they
 *   come: one search runs `settleMs` after the last of them, unless the burst ended with Enter (`cancel`), so
 *   a scan adds its line without a search in the worker's way and without the list flashing.
 * - Only the latest answer is shown: any text typed (or a `cancel`) after a search was asked drops its answer.
 */
export class TypeAhead<Answer> {
  private readonly options: Required<Omit<TypeAheadOptions<Answer>, 'onError'>> &
    Pick<TypeAheadOptions<Answer>, 'onError'>
  private lastKeyAt: number | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  /** Bumped by every input and cancel: an answer asked under an older number is stale. */
  private generation = 0
  /** The query of the latest search, while its answer is still wanted. */
  private asked: string | null = null
  private disposed = false

  constructor(options: TypeAheadOptions<Answer>) {
    this.options = {
      humanGapMs: SCAN_MAX_GAP_MS,
      settleMs: TYPE_AHEAD_SETTLE_MS,
      minLength: TYPE_AHEAD_MIN_LENGTH,
      ...options,
    }
  }

  /** The field's text changed to `text` at `at` (the input event's time stamp, in ms). */
  input(text: string, at: number): void {
    if (this.disposed) return
    const gap = this.lastKeyAt === null ? Number.POSITIVE_INFINITY : at - this.lastKeyAt
    this.lastKeyAt = at
    const query = text.trim()
    // A space typed after a word asks the same question again: the search already asked still answers it.
    if (query === this.asked && this.timer === null) return
    const generation = this.bump()
    if (query.length < this.options.minLength) {
      this.options.onClear()
      return
    }
    if (gap > this.options.humanGapMs) {
      this.run(query, generation)
    } else {
      this.timer = setTimeout(() => {
        this.timer = null
        this.run(query, generation)
      }, this.options.settleMs)
    }
  }

  /** Drops the waiting search and any answer on its way (Enter pressed, an item added, the list closed). */
  cancel(): void {
    this.bump()
  }

  dispose(): void {
    this.bump()
    this.disposed = true
  }

  private bump(): number {
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
    this.asked = null
    this.generation += 1
    return this.generation
  }

  private run(query: string, generation: number): void {
    this.asked = query
    const current = () => !this.disposed && generation === this.generation
    this.options.search(query).then(
      (answer) => {
        if (current()) this.options.onAnswer(query, answer)
      },
      (error: unknown) => {
        if (current()) this.options.onError?.(query, error)
      },
    )
  }
}
