import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FrameReader, frameParts } from './frames.ts'

describe('frameParts / FrameReader', () => {
  it('gives back the parts, however the body is cut into chunks, and no whole part from a cut-off body', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ maxLength: 40 }), { maxLength: 6 }),
        fc.array(fc.nat({ max: 300 }), { maxLength: 8 }),
        (parts, cuts) => {
          const body = frameParts(parts)
          const at = [...new Set(cuts.map((cut) => cut % (body.byteLength + 1)))].sort((a, b) => a - b)
          const reader = new FrameReader()
          const read: Uint8Array[] = []
          let from = 0
          for (const to of [...at, body.byteLength]) {
            read.push(...reader.push(body.subarray(from, to)))
            from = to
          }
          expect(read).toEqual(parts)
          // Each part owns its bytes: a view would keep (and IndexedDB clone) the chunk it lies in.
          for (const part of read) expect(part.byteLength).toBe(part.buffer.byteLength)
          expect(reader.pending).toBe(0)
          // A body cut short completes only the parts wholly inside it.
          const short = body.byteLength > 0 ? body.byteLength - 1 : 0
          const partial = new FrameReader().push(body.subarray(0, short))
          expect(partial).toEqual(parts.slice(0, Math.max(0, parts.length - 1)))
        },
      ),
    )
  })
})
