// `npm run chaos`: the full chaos runs (issue 17), one JSON line of counts each (sales made, stored, duplicates,
// lost, stock mismatches, sales not posted once, the books' imbalance, retries, 500s, refusals) on stdout and
// progress on stderr; exits 1 when a sale was lost or doubled or the books do not balance.
// - server-kill: CHAOS_KILLS (default 1000) SIGKILLs of the server while a register's queue flushes (on PGlite in a
//   folder of its own, or on the PostgreSQL database CHAOS_DATABASE_URL names);
// - postgres-restart: CHAOS_RESTARTS (default 200) restarts of PostgreSQL (a cluster of the run's own) mid-flush;
// - tab-close: CHAOS_CLOSES (default 50, at most 200) register tabs closed in Chromium between Pay and done.
// `npm run chaos -- postgres-restart` runs only the runs whose name contains the word; CHAOS_SEED seeds both.
import type { ChaosCounts } from './chaos-kit.ts'
import { postgresBin, postgresRestartChaos } from './postgres-restart.ts'
import { serverKillChaos } from './server-kill.ts'
import { tabCloseChaos } from './tab-close.ts'

const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 2_147_483_647)
const only = process.argv.slice(2)
const wanted = (name: string) => only.length === 0 || only.some((word) => name.includes(word))
const progress = (what: string, total: number) => (round: number, made: number) => {
  if (round % 50 === 0) process.stderr.write(`[chaos] ${round}/${total} ${what}, ${made} sales made\n`)
}
const sound = (result: ChaosCounts) =>
  result.lost +
    result.duplicates +
    result.stockMismatches +
    result.unposted +
    result.serverErrors +
    result.refused ===
    0 &&
  result.booksImbalance === 0 &&
  result.stored === result.made

let failed = false
if (wanted('server-kill')) {
  const kills = Number(process.env.CHAOS_KILLS ?? 1000)
  const databaseUrl = process.env.CHAOS_DATABASE_URL || undefined
  const result = await serverKillChaos({ kills, seed, databaseUrl, onRound: progress('kills', kills) })
  const database = databaseUrl ? 'postgresql' : 'pglite'
  console.log(JSON.stringify({ name: 'chaos.server_kill', seed, database, ...result }))
  failed ||= !sound(result)
}
if (wanted('postgres-restart')) {
  if (!postgresBin()) {
    console.log(
      JSON.stringify({ name: 'chaos.postgres_restart', error: 'PostgreSQL server binaries not found' }),
    )
  } else {
    const restarts = Number(process.env.CHAOS_RESTARTS ?? 200)
    const result = await postgresRestartChaos({ restarts, seed, onRound: progress('restarts', restarts) })
    console.log(JSON.stringify({ name: 'chaos.postgres_restart', seed, ...result }))
    failed ||= !sound(result)
  }
}
if (wanted('tab-close')) {
  const closes = Math.min(200, Number(process.env.CHAOS_CLOSES ?? 50))
  const result = await tabCloseChaos({ closes, seed })
  console.log(JSON.stringify({ name: 'chaos.tab_close', seed, ...result }))
  failed ||= result.stored_units !== result.scanned || result.duplicate_receipts !== 0
}
process.exit(failed ? 1 : 0)
