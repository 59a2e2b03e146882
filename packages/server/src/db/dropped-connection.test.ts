import { describe, expect, it } from 'vitest'
import { TEST_DATABASE_URL } from '../test/test-database.ts'
import { postgresPool } from './open-database.ts'

// The PostgreSQL restart chaos run (issue 17) killed the server: a connection that the database dropped while a
// request held it between two statements emitted an error nobody listened to.
describe.skipIf(!TEST_DATABASE_URL)('a PostgreSQL connection dropped while it is lent out', () => {
  it('should fail the next statement on it, not the process, and the pool should go on', async () => {
    const pool = postgresPool(TEST_DATABASE_URL as string)
    try {
      const held = await pool.connect()
      const pid = (await held.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid
      const ended = new Promise((resolve) => held.once('end', resolve))
      await pool.query('SELECT pg_terminate_backend($1)', [pid])
      // The connection is gone while no statement runs on it: the client hears it as an 'error' event.
      await ended
      const next = held.query('SELECT 1')
      held.release(true)
      await expect(next).rejects.toThrow()
      expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
    } finally {
      await pool.end()
    }
  })
})
