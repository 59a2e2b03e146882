import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SCAN_BOARD_SLOT_BYTES, SCAN_BOARD_SLOTS, ScanBoard } from './scan-board.ts'
import type { ScanMatch } from './types.ts'

const board = () => new ScanBoard(new SharedArrayBuffer(ScanBoard.bytesNeeded()))
const answer = (sku: string, price: string | null = '9.95') =>
  ({
    match: {
      item: { id: `i-${sku}`, sku, barcode: '9300000000017' },
      product: { id: 'p-1', name: 'Blue jacket' },
    },
    price: price === null ? null : { id: 'r-1', item_id: `i-${sku}`, price },
  }) as unknown as ScanMatch

describe('ScanBoard', () => {
  it('gives back what the worker wrote for an ask, on the same shared memory seen as another board', () => {
    const worker = board()
    const page = new ScanBoard(worker.buffer)
    expect(page.read(1)).toBeUndefined()
    expect(worker.write(1, answer('SKU-1'))).toBe(true)
    expect(worker.write(2, null)).toBe(true)
    expect(page.read(1)).toEqual({ match: answer('SKU-1') })
    // No item has the code: an answer too, so Enter goes on to the search at once.
    expect(page.read(2)).toEqual({ match: null })
    expect(page.read(3)).toBeUndefined()
  })

  it('holds the latest asks: an ask whose slot a later one took is no longer on the board', () => {
    const shared = board()
    shared.write(5, answer('SKU-5'))
    shared.write(5 + SCAN_BOARD_SLOTS, answer('SKU-13'))
    expect(shared.read(5)).toBeUndefined()
    expect(shared.read(5 + SCAN_BOARD_SLOTS)).toEqual({ match: answer('SKU-13') })
  })

  it('leaves out an answer too large for a slot (it comes by message), keeping what the slot held', () => {
    const shared = board()
    shared.write(3, answer('SKU-3'))
    const long = {
      ...answer('SKU-11'),
      match: { ...answer('SKU-11').match, note: 'x'.repeat(SCAN_BOARD_SLOT_BYTES) },
    }
    expect(shared.write(3 + SCAN_BOARD_SLOTS, long as ScanMatch)).toBe(false)
    expect(shared.read(3 + SCAN_BOARD_SLOTS)).toBeUndefined()
    expect(shared.read(3)).toEqual({ match: answer('SKU-3') })
  })

  it('never gives half an answer: a slot being written reads as not there', () => {
    const shared = board()
    shared.write(4, answer('SKU-4'))
    // The worker has begun writing slot 4 again (its sequence is odd) when the page reads.
    const words = new Int32Array(shared.buffer, 0, SCAN_BOARD_SLOTS * 3)
    Atomics.add(words, 4 * 3, 1)
    expect(shared.read(4)).toBeUndefined()
    Atomics.add(words, 4 * 3, 1)
    expect(shared.read(4)).toEqual({ match: answer('SKU-4') })
  })

  it('gives back any answer written, whichever asks came before it', () => {
    const json = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<unknown>
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 ** 31 - 1 }), json), { maxLength: 20 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        json,
        (before, ask, value) => {
          const shared = board()
          for (const [earlier, written] of before) shared.write(earlier, written as ScanMatch)
          shared.write(ask, value as ScanMatch)
          // As the page's JSON would carry it (-0 is 0 there).
          expect(shared.read(ask)).toEqual({ match: JSON.parse(JSON.stringify(value)) })
        },
      ),
    )
  })

  it('is made only where the page may share memory with its workers', () => {
    expect(globalThis.crossOriginIsolated).not.toBe(true)
    expect(ScanBoard.make()).toBeNull()
  })
})
