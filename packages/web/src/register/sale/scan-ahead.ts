import { gtinCompletion } from '@pos/core'
import type { LocalDatabaseRemote, ScanBoard, ScanMatch } from '@pos/sync-worker'

/** An answer asked longer ago than this is asked again on Enter: a price or the catalog may have changed since. */
export const SCAN_AHEAD_FRESH_MS = 2_000

/** Text that can be a barcode or a SKU: no spaces (names have them), not too long to be one. */
const CODE = /^\S{1,64}$/

let lastAsk = 0

type Asked = {
  /** The ask's number on the board (unique on the page: the sale screen's two ScanAheads share one board). */
  ask: number
  code: string
  at: number
  answer: Promise<ScanMatch | null>
  /** Set once the worker answered: the match, or null when no item has the code. */
  settled: { match: ScanMatch | null } | null
}

/**
 * The exact scan (barcode, else SKU, with today's price) of the code in the sale screen's field, asked of the
 * worker as each key comes, while the rest of the code is still being typed. A scanner's keys come a few
 * milliseconds apart, so by its Enter the answer for the whole code is usually here: the line is then added in
 * the key's own task and painted in the very next frame, instead of waiting a round trip to the worker (during
 * which the page paints a frame without it). Only the latest text is asked for, one at a time; an answer not
 * here yet is awaited on Enter instead of asking again.
 *
 * A product's barcode is a GTIN, whose last digit is a check digit of the others: once the field holds the data
 * digits of an EAN-8, UPC-A or EAN-13, the whole code is known a key early and asked for too, so its answer has a
 * key's time more to arrive before the scanner's Enter.
 *
 * Chromium hands the page no message between a key and the next frame, so an answer that came a key before the
 * Enter usually waits for that frame; with a `board` (sync-worker `ScanBoard`, shared memory), the worker writes
 * its answer there too and the Enter reads it at once.
 */
export class ScanAhead {
  private asked: Asked | null = null
  /** The GTIN the field's digits are the start of, asked before its last key. */
  private completed: Asked | null = null
  /**
   * The text's own ask on its way, and the newest text that waits for it: a scanner's burst keeps one such
   * lookup in the worker at a time (the completed GTIN goes at once), so the one that matters never queues
   * behind a dozen of the code's beginnings (each a read of IndexedDB while the catalog worker still loads).
   */
  private inFlight: Asked | null = null
  private waiting: { db: Pick<LocalDatabaseRemote, 'catalog'>; code: string } | null = null
  private readonly board: ScanBoard | null
  private readonly now: () => number

  constructor(options: { board?: ScanBoard | null; now?: () => number } = {}) {
    this.board = options.board ?? null
    this.now = options.now ?? (() => performance.now())
  }

  /** The field now holds `text`: asks for its exact scan, unless it cannot be a code or was just asked. */
  ask(db: Pick<LocalDatabaseRemote, 'catalog'>, text: string): void {
    const code = text.trim()
    this.waiting = null
    if (!CODE.test(code)) {
      this.asked = null
      return
    }
    const whole = gtinCompletion(code)
    if (whole !== undefined && !this.fresh(whole)) this.completed = this.request(db, whole)
    if (this.fresh(code)) return
    if (this.inFlight) {
      this.waiting = { db, code }
      return
    }
    this.asked = this.inFlight = this.request(db, code)
  }

  /** The worker's answer for `text` if it has come (and is fresh): its match, or null when no item has it. */
  answered(text: string): { match: ScanMatch | null } | undefined {
    const asked = this.fresh(text.trim())
    if (!asked) return undefined
    if (!asked.settled && this.board) {
      const written = this.board.read(asked.ask)
      if (written) asked.settled = written
    }
    return asked.settled ?? undefined
  }

  /** The answer for `text` asked ahead (come or on its way, and fresh), to await instead of asking again. */
  pending(text: string): Promise<ScanMatch | null> | undefined {
    return this.fresh(text.trim())?.answer
  }

  private request(db: Pick<LocalDatabaseRemote, 'catalog'>, code: string): Asked {
    const ask = ++lastAsk
    const answer = this.board ? db.catalog.scanAhead(code, ask) : db.catalog.scan(code)
    const asked: Asked = { ask, code, at: this.now(), answer, settled: null }
    asked.answer.then(
      (match) => {
        asked.settled = { match }
        this.landed(asked)
      },
      () => {
        // Asked again on Enter, where a failure is told.
        if (this.asked === asked) this.asked = null
        if (this.completed === asked) this.completed = null
        this.landed(asked)
      },
    )
    return asked
  }

  /** An ask's answer came: the text that waited for it is asked now. */
  private landed(asked: Asked): void {
    if (asked !== this.inFlight) return
    this.inFlight = null
    const next = this.waiting
    this.waiting = null
    if (next && !this.fresh(next.code)) this.asked = this.inFlight = this.request(next.db, next.code)
  }

  private fresh(code: string): Asked | undefined {
    const asked =
      this.asked?.code === code ? this.asked : this.completed?.code === code ? this.completed : null
    if (!asked) return undefined
    return this.now() - asked.at <= SCAN_AHEAD_FRESH_MS ? asked : undefined
  }
}
