// Chaos, measured (issue 17): a register's queue flushes to the server on PostgreSQL while PostgreSQL is restarted
// at a random moment, `restarts` times: half of them as a crash (`pg_ctl restart -m immediate`: no checkpoint,
// recovery from the WAL at start), half as an orderly restart (`-m fast`). The server stays up through it: while
// the database is gone it answers 503 and the register sends the sale again. At the end every sale made must be
// stored exactly once, its stock moved and its journal posted once, and the books must balance (chaos-kit.ts).
// PostgreSQL is a cluster of the run's own (initdb in a temporary folder, on a free port), so a restart
// disturbs nobody else; the binaries are found in /usr/lib/postgresql/<version>/bin or on PATH.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type ChaosCounts,
  countStored,
  randomFrom,
  registerQueue,
  setUpCompany,
  startServerProcess,
} from './chaos-kit.ts'

export type RestartResult = ChaosCounts & { restarts: number; seconds: number }

/** The folder of PostgreSQL's server binaries (initdb, pg_ctl), or undefined when there is none. */
export function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql'
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((version) => existsSync(join(base, version, 'bin/pg_ctl')))
      .sort((a, b) => Number(b) - Number(a))
    if (versions[0]) return join(base, versions[0], 'bin')
  }
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim()
  return onPath ? join(onPath, '..') : undefined
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** A PostgreSQL cluster of its own: initdb, start, restart and stop, as the `postgres` user when run as root. */
async function privateCluster(bin: string) {
  const dir = mkdtempSync(join(tmpdir(), 'pos-chaos-pg-'))
  const data = join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    chownSync(dir, Number(owner.stdout), Number(group.stdout))
    chmodSync(dir, 0o700)
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool)
    const full = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args
    const result = spawnSync(command, full, { encoding: 'utf8', cwd: dir })
    if (result.status !== 0) throw new Error(`${tool}: ${result.stderr || result.stdout}`)
  }
  const port = await freePort()
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=on`
  const ctlArgs = (...args: string[]) => ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', ...args]
  const pgCtl = (...args: string[]) => run('pg_ctl', ctlArgs(...args))
  pgCtl('start')
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Restarts it without holding up this process: the register keeps posting while it goes and comes back. */
    restart(crash: boolean): Promise<void> {
      const args = ctlArgs('restart', '-m', crash ? 'immediate' : 'fast')
      const child = asRoot
        ? spawn('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args], {
            cwd: dir,
            stdio: 'ignore',
          })
        : spawn(join(bin, 'pg_ctl'), args, { cwd: dir, stdio: 'ignore' })
      return new Promise((resolve, reject) =>
        child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl restart: ${code}`)))),
      )
    },
    stop() {
      try {
        pgCtl('stop', '-m', 'immediate')
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

/** Restarts PostgreSQL `restarts` times while the register's queue flushes; `onRound` hears the progress. */
export async function postgresRestartChaos(options: {
  restarts: number
  seed: number
  onRound?: (round: number, made: number) => void
}): Promise<RestartResult> {
  const bin = postgresBin()
  if (!bin) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) are not installed')
  const started = performance.now()
  const random = randomFrom(options.seed)
  const cluster = await privateCluster(bin)
  try {
    const server = await startServerProcess({
      DATABASE_URL: cluster.url,
      SERVER_PROCESSES: '1',
      DATA_DIR: '',
    })
    try {
      const company = await setUpCompany(server.url)
      const register = registerQueue(company, options.seed, random)
      for (let round = 1; round <= options.restarts; round += 1) {
        const count = register.makeSales()
        const restartAfterMs = random() * count * 12
        const flushing = register.flush(async () => server.url)
        await new Promise((resolve) => setTimeout(resolve, restartAfterMs))
        await cluster.restart(round % 2 === 1)
        await flushing
        options.onRound?.(round, register.made.length)
      }
      server.child.kill('SIGTERM')
      await server.exited
      const counts = await countStored({ databaseUrl: cluster.url }, company.companyId, register.made)
      return {
        restarts: options.restarts,
        ...counts,
        ...register.counts,
        seconds: Math.round((performance.now() - started) / 100) / 10,
      }
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL')
    }
  } finally {
    cluster.stop()
  }
}
