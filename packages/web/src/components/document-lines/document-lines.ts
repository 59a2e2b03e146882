import { moveItem } from '@pos/core'

/** A document's line as its editor keeps it: a key that stays with the line while lines move. */
export type KeyedLine = { readonly key: number }

let lastKey = 0

/** A key no other line of this page has. */
export function newLineKey(): number {
  lastKey += 1
  return lastKey
}

/** The lines with one of them changed. */
export function editLine<L>(lines: readonly L[], index: number, patch: Partial<L>): L[] {
  return lines.map((line, i) => (i === index ? { ...line, ...patch } : line))
}

/** The lines without one of them. */
export function removeLine<L>(lines: readonly L[], index: number): L[] {
  return lines.filter((_, i) => i !== index)
}

/** The lines with one moved a place up (-1) or down (+1); the same lines when it cannot go further. */
export function moveLine<L>(lines: readonly L[], index: number, by: -1 | 1): L[] {
  return moveItem(lines, index, index + by)
}
