import { afterEach, describe, expect, it } from 'vitest'
import { Slicer, watchLookups } from './slices.ts'

/** Whether a slicer yields at its next check (every 64 light units of work). */
function yieldsAtNextCheck(slicer: Slicer): boolean {
  let wait: Promise<void> | null = null
  for (let unit = 0; unit < 64; unit++) wait = slicer.step()
  return wait !== null
}

afterEach(() => watchLookups(null))

describe('Slicer', () => {
  it('ends its slice at the next check while another worker says a lookup waits, and runs on once it is answered', async () => {
    const waiting = new Int32Array(new SharedArrayBuffer(4))
    watchLookups(waiting)
    const slicer = new Slicer()
    Atomics.add(waiting, 0, 1)
    // Long before SLICE_MS: only the waiting lookup ends the slice.
    expect(yieldsAtNextCheck(slicer)).toBe(true)
    await slicer.pause()
    Atomics.sub(waiting, 0, 1)
    expect(yieldsAtNextCheck(slicer)).toBe(false)
  })
})
