import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { recordRow } from './record-row.ts'

describe('recordRow', () => {
  it('answers the id first, the own keys, then the times', () => {
    expect(Object.keys(recordRow({ name: v.string() }).entries)).toEqual(['id', 'name', 'created', 'updated'])
  })

  it('refuses a row without its id or times', () => {
    const row = recordRow({ name: v.string() })
    expect(v.is(row, { id: 1, name: 'A', created: 'x', updated: 'y' })).toBe(true)
    expect(v.is(row, { name: 'A', created: 'x', updated: 'y' })).toBe(false)
    expect(v.is(row, { id: 1, name: 'A' })).toBe(false)
  })
})
