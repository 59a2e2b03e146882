// The short chaos run in the suite (issue 17): 20 SIGKILLs of the server while a register's queue flushes.
// The full run (1,000 kills) is `npm run chaos`; its counts are in tests/bench/RESULTS.md.
import { describe, expect, it } from 'vitest'
import { serverKillChaos } from './server-kill.ts'

const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 2_147_483_647)

describe('server killed while a queue flushes', () => {
  it('should store every sale made exactly once, with stock that agrees', async () => {
    const result = await serverKillChaos({ kills: 20, seed })
    const replay = `replay with CHAOS_SEED=${seed}: ${JSON.stringify(result)}`
    expect(result.made, replay).toBeGreaterThanOrEqual(20)
    expect({ ...result, seconds: 0, retries: 0 }, replay).toEqual({
      kills: 20,
      made: result.made,
      stored: result.made,
      duplicates: 0,
      lost: 0,
      stockMismatches: 0,
      unposted: 0,
      booksImbalance: 0,
      retries: 0,
      serverErrors: 0,
      refused: 0,
      seconds: 0,
    })
  }, 900_000)
})
