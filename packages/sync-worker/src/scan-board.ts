import type { ScanMatch } from './types.ts'

/** Answers the board holds at once: the latest few asks (a scanner asks one per key, the page reads the last). */
export const SCAN_BOARD_SLOTS = 8
/** The most bytes one answer may take on the board; a larger one (a product with a long text) goes by message only. */
export const SCAN_BOARD_SLOT_BYTES = 16 * 1024

/** Per slot, three 32-bit words: a sequence (odd while the slot is being written), the ask, the answer's length. */
const WORDS = 3
const encoder = new TextEncoder()

/** Whether this page or worker may share memory with others: cross-origin isolated, as SharedArrayBuffer needs. */
export function canShareMemory(): boolean {
  return typeof SharedArrayBuffer !== 'undefined' && globalThis.crossOriginIsolated === true
}
const decoder = new TextDecoder()

/**
 * Scans asked ahead of Enter (web `ScanAhead`), answered by the sync worker into memory it shares with the page.
 *
 * Chromium defers a page's tasks after a key until the next frame is drawn, the worker's answer messages included
 * (its DeferRendererTasksAfterInput, on by default), so an answer that came a key before the scanner's Enter has
 * usually not been handed to the page by then, and the line waits a frame. An answer on the board is there the
 * moment the worker writes it: the page reads it in the Enter's own task, with no message to wait for. The
 * message still comes too; the board only lets the page find the answer sooner.
 *
 * The page makes the board (`ScanBoard.make`, only where the page is cross-origin isolated, which shared memory
 * needs) and gives its buffer to the worker; each ask has a number, and its answer goes to slot `ask % slots`
 * as JSON. A slot is written under a sequence number (a seqlock): the reader takes the answer only if the
 * number was even and unchanged around its read, so it never sees half an answer.
 */
export class ScanBoard {
  private readonly words: Int32Array
  private readonly bytes: Uint8Array

  constructor(readonly buffer: SharedArrayBuffer) {
    this.words = new Int32Array(buffer, 0, SCAN_BOARD_SLOTS * WORDS)
    this.bytes = new Uint8Array(buffer, this.words.byteLength)
  }

  /** A new board, or null where the page cannot share memory with its workers (not cross-origin isolated). */
  static make(): ScanBoard | null {
    return canShareMemory() ? new ScanBoard(new SharedArrayBuffer(ScanBoard.bytesNeeded())) : null
  }

  static bytesNeeded(): number {
    return SCAN_BOARD_SLOTS * (WORDS * 4 + SCAN_BOARD_SLOT_BYTES)
  }

  /** In the worker: the answer to ask number `ask` (null: no item has the code). False when it does not fit. */
  write(ask: number, answer: ScanMatch | null): boolean {
    const json = encoder.encode(JSON.stringify(answer))
    if (json.byteLength > SCAN_BOARD_SLOT_BYTES) return false
    const slot = this.slotOf(ask)
    const at = slot * WORDS
    Atomics.add(this.words, at, 1)
    Atomics.store(this.words, at + 1, ask)
    Atomics.store(this.words, at + 2, json.byteLength)
    this.bytes.set(json, slot * SCAN_BOARD_SLOT_BYTES)
    Atomics.add(this.words, at, 1)
    return true
  }

  /** On the page: the answer to ask number `ask` if it is on the board (not overwritten by a later ask). */
  read(ask: number): { match: ScanMatch | null } | undefined {
    const slot = this.slotOf(ask)
    const at = slot * WORDS
    const before = Atomics.load(this.words, at)
    if (before % 2 === 1 || Atomics.load(this.words, at + 1) !== ask) return undefined
    const length = Atomics.load(this.words, at + 2)
    if (length <= 0 || length > SCAN_BOARD_SLOT_BYTES) return undefined
    const start = slot * SCAN_BOARD_SLOT_BYTES
    // A copy: the decoder does not read shared memory, and the worker may write the slot again meanwhile.
    const copy = this.bytes.slice(start, start + length)
    if (Atomics.load(this.words, at) !== before) return undefined
    return { match: JSON.parse(decoder.decode(copy)) as ScanMatch | null }
  }

  private slotOf(ask: number): number {
    return ((ask % SCAN_BOARD_SLOTS) + SCAN_BOARD_SLOTS) % SCAN_BOARD_SLOTS
  }
}
