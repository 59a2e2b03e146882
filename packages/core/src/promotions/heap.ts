/**
 * A binary heap ordered by `before(a, b)` (true when a comes out first). The promotion engine takes the best
 * candidate and puts re-evaluated ones back many times per recompute: O(log n) each instead of O(n).
 */
export class Heap<T> {
  readonly #items: T[] = []
  readonly #before: (a: T, b: T) => boolean

  constructor(before: (a: T, b: T) => boolean, items: readonly T[] = []) {
    this.#before = before
    for (const item of items) this.push(item)
  }

  get size(): number {
    return this.#items.length
  }

  push(item: T): void {
    const items = this.#items
    items.push(item)
    let child = items.length - 1
    while (child > 0) {
      const parent = (child - 1) >> 1
      if (!this.#before(items[child]!, items[parent]!)) break
      ;[items[child], items[parent]] = [items[parent]!, items[child]!]
      child = parent
    }
  }

  /** The first item, removed; undefined when empty. */
  pop(): T | undefined {
    const items = this.#items
    const top = items[0]
    const last = items.pop()
    if (items.length > 0 && last !== undefined) {
      items[0] = last
      let parent = 0
      for (;;) {
        const left = parent * 2 + 1
        const right = left + 1
        let first = parent
        if (left < items.length && this.#before(items[left]!, items[first]!)) first = left
        if (right < items.length && this.#before(items[right]!, items[first]!)) first = right
        if (first === parent) break
        ;[items[first], items[parent]] = [items[parent]!, items[first]!]
        parent = first
      }
    }
    return top
  }
}
