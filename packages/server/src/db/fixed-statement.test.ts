import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { offlineCompiler as compiler, fixedStatement } from './fixed-statement.ts'

type Values = { id: number; names: string[]; at: Date; note: string | null }
const template = (v: Values) =>
  sql<{ id: number }>`SELECT ${v.id} AS id, ${v.names}::text[] AS names, ${v.note} AS note
    FROM ${sql.table('sales')} WHERE created <= ${v.at} AND id = ${v.id}`

describe('fixedStatement', () => {
  it('should give the text and parameters that compiling the template with the values gives', () => {
    const statement = fixedStatement(template)
    const calls: Values[] = [
      { id: 1, names: ['a', 'b'], at: new Date('2026-01-01T00:00:00Z'), note: null },
      { id: 2_147_483_647, names: [], at: new Date(0), note: "it's" },
      { id: 0, names: ['x'], at: new Date('2030-05-06T07:08:09Z'), note: '' },
    ]
    for (const values of calls) {
      const direct = template(values).compile(compiler)
      const fixed = statement(values)
      expect(fixed.sql).toBe(direct.sql)
      expect(fixed.parameters).toEqual(direct.parameters)
    }
    // The same text object each time: the prepared statement's name is looked up without hashing it again.
    expect(statement(calls[0]!).sql).toBe(statement(calls[1]!).sql)
  })

  it('should refuse a template whose parameter is not one of its values', () => {
    const statement = fixedStatement((v: { id: number }) => sql`SELECT ${v.id}, ${'constant'}`)
    expect(() => statement({ id: 1 })).toThrow(/not taken from its values/)
  })
})
