import { ScanBoard, type ScanMatch } from '@pos/sync-worker'
import { describe, expect, it } from 'vitest'
import { SCAN_AHEAD_FRESH_MS, ScanAhead } from './scan-ahead.ts'

/** A catalog whose scans answer when the test says: each asked code and its answer's resolve and reject. */
function catalog() {
  const asked: Array<{ code: string; answer: (match: ScanMatch | null) => void; fail: () => void }> = []
  return {
    asked,
    db: {
      catalog: {
        scan: (code: string) =>
          new Promise<ScanMatch | null>((resolve, reject) => {
            asked.push({ code, answer: resolve, fail: () => reject(new Error('The worker stopped')) })
          }),
      },
    } as unknown as Parameters<ScanAhead['ask']>[0],
  }
}

const match = (sku: string) => ({ match: { item: { sku } }, price: null }) as unknown as ScanMatch
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('ScanAhead', () => {
  it('asks for the exact scan of the text as it is typed, one at a time, and has the answer for the text it was asked for', async () => {
    const { asked, db } = catalog()
    const ahead = new ScanAhead({ now: () => 0 })
    ahead.ask(db, '93')
    ahead.ask(db, '931')
    ahead.ask(db, '9312')
    // A burst: the newest text waits for the ask on its way, and the ones between are never asked.
    expect(asked.map((each) => each.code)).toEqual(['93'])
    expect(ahead.pending('9312')).toBeUndefined()
    asked[0]!.answer(match('SKU-0'))
    await settled()
    expect(asked.map((each) => each.code)).toEqual(['93', '9312'])
    // Not come yet: nothing to add in the key's task, but the answer on its way is awaited instead of asked again.
    expect(ahead.answered('9312')).toBeUndefined()
    expect(ahead.pending('9312')).toBeDefined()
    asked[1]!.answer(match('SKU-1'))
    await settled()
    expect(ahead.answered(' 9312 ')).toEqual({ match: match('SKU-1') })
    expect(await ahead.pending('9312')).toEqual(match('SKU-1'))
    // Only the latest text: an earlier one's answer is not kept.
    expect(ahead.answered('93')).toBeUndefined()
    // The same text again is not asked again.
    ahead.ask(db, '9312')
    expect(asked).toHaveLength(2)
  })

  it('drops the text that waited when the field changes to something that is not a code', async () => {
    const { asked, db } = catalog()
    const ahead = new ScanAhead({ now: () => 0 })
    ahead.ask(db, 'SKU')
    ahead.ask(db, 'SKU-')
    ahead.ask(db, 'SKU- blue')
    asked[0]!.answer(null)
    await settled()
    expect(asked.map((each) => each.code)).toEqual(['SKU'])
  })

  it('says so when no item has the code, so Enter goes on to the search without asking again', async () => {
    const { asked, db } = catalog()
    const ahead = new ScanAhead({ now: () => 0 })
    ahead.ask(db, 'NOPE')
    asked[0]!.answer(null)
    await settled()
    expect(ahead.answered('NOPE')).toEqual({ match: null })
  })

  it('does not ask for words (a name being typed), nor keep an answer past its freshness', async () => {
    const { asked, db } = catalog()
    let now = 0
    const ahead = new ScanAhead({ now: () => now })
    ahead.ask(db, 'blue jacket')
    ahead.ask(db, '   ')
    expect(asked).toHaveLength(0)
    ahead.ask(db, 'SKU-9')
    asked[0]!.answer(match('SKU-9'))
    await settled()
    now += SCAN_AHEAD_FRESH_MS + 1
    // A price may have changed since: Enter asks again.
    expect(ahead.answered('SKU-9')).toBeUndefined()
    expect(ahead.pending('SKU-9')).toBeUndefined()
    ahead.ask(db, 'SKU-9')
    expect(asked).toHaveLength(2)
  })

  it('forgets an answer that failed, so Enter asks again and tells the failure', async () => {
    const { asked, db } = catalog()
    const ahead = new ScanAhead({ now: () => 0 })
    ahead.ask(db, '9312')
    asked[0]!.fail()
    await settled()
    expect(ahead.pending('9312')).toBeUndefined()
    expect(ahead.answered('9312')).toBeUndefined()
  })
  it("asks for a GTIN's whole code a key early, from its data digits, and uses that answer on the last key", async () => {
    const { asked, db } = catalog()
    const ahead = new ScanAhead({ now: () => 0 })
    ahead.ask(db, '400638133393')
    // The data digits of an EAN-13: the code with its check digit is asked for first, beside the text itself.
    expect(asked.map((each) => each.code)).toEqual(['4006381333931', '400638133393'])
    asked[0]!.answer(match('SKU-GTIN'))
    asked[1]!.answer(null)
    await settled()
    // The check digit comes: nothing asked again, the answer is here for its Enter.
    ahead.ask(db, '4006381333931')
    expect(asked).toHaveLength(2)
    expect(ahead.answered('4006381333931')).toEqual({ match: match('SKU-GTIN') })
    // Another last digit is not that code: asked for itself.
    ahead.ask(db, '4006381333932')
    expect(asked.at(-1)!.code).toBe('4006381333932')
    expect(ahead.answered('4006381333932')).toBeUndefined()
  })

  it('reads an answer off the shared board on Enter while its message has not been handed to the page', async () => {
    const board = new ScanBoard(new SharedArrayBuffer(ScanBoard.bytesNeeded()))
    const asks: Array<{ code: string; ask: number }> = []
    // The worker answers at once on the board; the message with the same answer never comes (Chromium holds it
    // until the next frame).
    const db = {
      catalog: {
        scan: () => new Promise<ScanMatch | null>(() => {}),
        scanAhead: (code: string, ask: number) => {
          asks.push({ code, ask })
          board.write(ask, code === '9312' ? match('SKU-1') : null)
          return new Promise<ScanMatch | null>(() => {})
        },
      },
    } as unknown as Parameters<ScanAhead['ask']>[0]
    const ahead = new ScanAhead({ board, now: () => 0 })
    ahead.ask(db, '9312')
    expect(asks.map((each) => each.code)).toEqual(['9312'])
    expect(ahead.answered('9312')).toEqual({ match: match('SKU-1') })
    // Another ScanAhead on the page numbers its asks on from these: it never reads this one's answers.
    const other = new ScanAhead({ board, now: () => 0 })
    other.ask(db, 'NOPE')
    expect(asks.at(-1)!.ask).toBeGreaterThan(asks[0]!.ask)
    expect(other.answered('NOPE')).toEqual({ match: null })
    expect(ahead.answered('9312')).toEqual({ match: match('SKU-1') })
  })
})
