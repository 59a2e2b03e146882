/**
 * A body of several binary parts, each a 4-byte big-endian length then its bytes (the catalog bootstrap, issue
 * 19: one Yjs update a part, so the register applies each as it arrives instead of the whole catalog at once).
 */
export function frameParts(parts: readonly Uint8Array[]): Uint8Array {
  const length = parts.reduce((sum, part) => sum + 4 + part.byteLength, 0)
  const body = new Uint8Array(length)
  const view = new DataView(body.buffer)
  let at = 0
  for (const part of parts) {
    view.setUint32(at, part.byteLength)
    body.set(part, at + 4)
    at += 4 + part.byteLength
  }
  return body
}

/** Reads `frameParts` bodies as they stream: `push` each chunk, get back the parts it completed. */
export class FrameReader {
  private buffered: Uint8Array[] = []
  private bufferedBytes = 0

  push(chunk: Uint8Array): Uint8Array[] {
    this.buffered.push(chunk)
    this.bufferedBytes += chunk.byteLength
    const parts: Uint8Array[] = []
    for (;;) {
      if (this.bufferedBytes < 4) break
      const head = this.take(4, false)
      const length = new DataView(head.buffer, head.byteOffset, 4).getUint32(0)
      if (this.bufferedBytes < 4 + length) break
      this.take(4, true)
      // A copy (a view would keep, and stored in IndexedDB clone, the whole chunk it lies in), made once: a part
      // joined from several chunks is already one of its own.
      const part = this.take(length, true)
      parts.push(part.byteLength === part.buffer.byteLength ? part : part.slice())
    }
    return parts
  }

  /** Bytes received that do not yet make a whole part (0 at the end of a whole body). */
  get pending(): number {
    return this.bufferedBytes
  }

  /** The first `count` buffered bytes (removed when `consume`). */
  private take(count: number, consume: boolean): Uint8Array {
    if (count === 0) return new Uint8Array(0)
    const first = this.buffered[0]!
    let out: Uint8Array
    if (first.byteLength >= count) {
      out = first.subarray(0, count)
    } else {
      out = new Uint8Array(count)
      let at = 0
      for (const chunk of this.buffered) {
        const piece = chunk.subarray(0, Math.min(chunk.byteLength, count - at))
        out.set(piece, at)
        at += piece.byteLength
        if (at === count) break
      }
    }
    if (!consume) return out
    let left = count
    while (left > 0) {
      const head = this.buffered[0]!
      if (head.byteLength <= left) {
        left -= head.byteLength
        this.buffered.shift()
      } else {
        this.buffered[0] = head.subarray(left)
        left = 0
      }
    }
    this.bufferedBytes -= count
    return out
  }
}
