import { describe, expect, it } from 'vitest'
import { editLine, moveLine, newLineKey, removeLine } from './document-lines.ts'

describe('a document’s lines as the editor changes them', () => {
  it('should move a line one place and keep every line, moving it back giving the lines as they were', () => {
    for (let length = 0; length <= 5; length += 1) {
      const before = Array.from({ length }, (_, i) => `line ${i + 1}`)
      for (let index = -1; index <= length; index += 1)
        for (const by of [-1, 1] as const) {
          const after = moveLine(before, index, by)
          expect([...after].sort()).toEqual(before)
          const to = index + by
          if (index >= 0 && index < length && to >= 0 && to < length) {
            expect(after[to]).toBe(before[index])
            expect(moveLine(after, to, by === 1 ? -1 : 1)).toEqual(before)
          } else expect(after).toEqual(before)
        }
    }
  })

  it('should change or remove only the line named', () => {
    const three = [{ n: 1 }, { n: 2 }, { n: 3 }]
    expect(editLine(three, 1, { n: 9 })).toEqual([{ n: 1 }, { n: 9 }, { n: 3 }])
    expect(removeLine(three, 0)).toEqual([{ n: 2 }, { n: 3 }])
    expect(newLineKey()).not.toBe(newLineKey())
  })
})
