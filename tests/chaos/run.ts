// `npm run chaos`: the full chaos run (issue 17). CHAOS_KILLS (default 1000) SIGKILLs of the server while a
// register's queue flushes, seeded by CHAOS_SEED. Prints progress to stderr and one JSON line of counts (runs,
// sales made, stored, duplicates, lost, stock mismatches) to stdout; exits 1 when a sale was lost or doubled.
import { serverKillChaos } from './server-kill.ts'

const kills = Number(process.env.CHAOS_KILLS ?? 1000)
const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 2_147_483_647)
const result = await serverKillChaos({
  kills,
  seed,
  onRound: (round, made) => {
    if (round % 50 === 0) process.stderr.write(`[chaos] ${round}/${kills} kills, ${made} sales made\n`)
  },
})
console.log(JSON.stringify({ name: 'chaos.server_kill', seed, ...result }))
const bad = result.lost + result.duplicates + result.stockMismatches + result.refused
process.exit(bad === 0 && result.stored === result.made ? 0 : 1)
