import type * as Y from 'yjs'
import { changedKeys } from './store.ts'
import type { PosCode } from './types.ts'

/** POS staff by POS code (a Map) and by name (a scan: a company has hundreds of staff, not thousands). */
export class StaffIndex {
  private readonly byCode = new Map<string, string>()
  private readonly codes = new Map<string, string>()

  constructor(private readonly staff: Y.Map<unknown>) {
    this.apply(staff.keys())
    staff.doc?.on('afterTransaction', (transaction: Y.Transaction) => {
      const changed = changedKeys(transaction, staff)
      if (changed) this.apply(changed)
    })
  }

  private apply(ids: Iterable<string>): void {
    for (const id of ids) {
      const previous = this.codes.get(id)
      if (previous !== undefined && this.byCode.get(previous) === id) this.byCode.delete(previous)
      this.codes.delete(id)
      const person = this.staff.get(id) as PosCode | undefined
      if (!person) continue
      this.codes.set(id, person.pos_code)
      this.byCode.set(person.pos_code, id)
    }
  }

  byPosCode(code: string): PosCode | null {
    const id = this.byCode.get(code.trim())
    return id === undefined ? null : ((this.staff.get(id) as PosCode | undefined) ?? null)
  }

  /** Staff whose display, first or last name contains every word of `query`, by display name. */
  search(query: string, limit: number): PosCode[] {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean)
    if (words.length === 0) return []
    const found: PosCode[] = []
    for (const value of this.staff.values()) {
      const person = value as PosCode
      const text = `${person.display_name} ${person.first_name} ${person.last_name}`.toLowerCase()
      if (words.every((word) => text.includes(word))) found.push(person)
    }
    found.sort((a, b) => nameOf(a).localeCompare(nameOf(b)))
    return found.slice(0, limit)
  }
}

function nameOf(person: PosCode): string {
  return person.display_name || `${person.first_name} ${person.last_name}`
}
