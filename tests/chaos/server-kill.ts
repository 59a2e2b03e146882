// Chaos, measured (issue 17): a register's queue flushes to the real server process while the server is killed
// with SIGKILL at a random moment and started again on the same data folder, `kills` times. At the end every sale
// made must be stored exactly once (count and receipt numbers compared), its stock moved and its journal posted
// once, and the books must balance (chaos-kit.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type ChaosCounts,
  countStored,
  randomFrom,
  registerQueue,
  type Server,
  setUpCompany,
  startServerProcess,
} from './chaos-kit.ts'

export type ChaosResult = ChaosCounts & { kills: number; seconds: number }

/** Kills the server `kills` times while the register's queue flushes; `onRound` hears the progress. */
export async function serverKillChaos(options: {
  kills: number
  seed: number
  onRound?: (round: number, made: number) => void
  /**
   * A PostgreSQL server to run on instead of PGlite in a folder of the run's own (a server starts in about a
   * second there, against 5-25 s for PGlite, so the 1,000-kill run fits in an hour).
   */
  databaseUrl?: string | undefined
}): Promise<ChaosResult> {
  const started = performance.now()
  const random = randomFrom(options.seed)
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-chaos-'))
  const env: Record<string, string> = options.databaseUrl
    ? { DATABASE_URL: options.databaseUrl, SERVER_PROCESSES: '1' }
    : { DATA_DIR: dataDir, DATABASE_URL: '' }
  let server: Server = await startServerProcess(env)
  try {
    const company = await setUpCompany(server.url)
    const register = registerQueue(company, options.seed, random)
    // The server the register reaches: replaced, in the same tick as the kill, by the one starting after it.
    let current: Promise<Server> = Promise.resolve(server)
    for (let round = 1; round <= options.kills; round += 1) {
      const count = register.makeSales()
      // The kill lands anywhere from before the first post to after the last (a post takes a few ms).
      const killAfterMs = random() * count * 12
      const flushing = register.flush(async () => (await current).url)
      await new Promise((resolve) => setTimeout(resolve, killAfterMs))
      const killed = server
      killed.child.kill('SIGKILL')
      current = killed.exited.then(() => startServerProcess(env))
      server = await current
      await flushing
      options.onRound?.(round, register.made.length)
    }
    server.child.kill('SIGTERM')
    await server.exited
    const counts = await countStored(
      options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir },
      company.companyId,
      register.made,
    )
    return {
      kills: options.kills,
      ...counts,
      ...register.counts,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    }
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }
}
