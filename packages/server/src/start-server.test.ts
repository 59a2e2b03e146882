import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, PGLITE_EXTENSIONS } from './db/open-database.ts'
import { startServer } from './start-server.ts'
import { createTestDatabase, migratedPgliteDump, TEST_DATABASE_URL } from './test/test-database.ts'

const dirs: string[] = []
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pos-server-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const silent = pino({ level: 'silent' })

/** A migrated data folder made once from a dump: creating a PGlite cluster takes seconds, copying one does not. */
let template: string
beforeAll(async () => {
  template = tempDir()
  const pglite = await PGlite.create(join(template, 'pglite'), {
    loadDataDir: await migratedPgliteDump(),
    extensions: PGLITE_EXTENSIONS,
  })
  await pglite.close()
})

/** A data folder of its own for one test, copied from the template. */
function dataFolder(): string {
  const dir = tempDir()
  cpSync(template, dir, { recursive: true })
  return dir
}

describe('startServer', () => {
  it('should serve on a random port and keep the data in the data folder across restarts', async () => {
    const dataDir = dataFolder()
    const first = await startServer({ port: 0, dataDir, logger: silent })
    expect(first.port).toBeGreaterThan(0)
    const health = await fetch(`${first.url}/api/health`)
    expect(await health.json()).toMatchObject({ ok: true, db: 'pglite' })
    await fetch(`${first.url}/api/sessions/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@restart.test' }),
    })
    await first.database.db
      .insertInto('dev_outbox')
      .values({ to: 'kept@restart.test', subject: 's', text: 't' })
      .execute()
    await first.close()
    const second = await startServer({ port: 0, dataDir, logger: silent })
    const outbox = (await (await fetch(`${second.url}/api/dev/outbox`)).json()) as { to: string }[]
    expect(outbox.map((message) => message.to)).toContain('kept@restart.test')
    await second.close()
  })

  it('should finish and store an acknowledged in-flight request when shutting down, then refuse new ones', async () => {
    const dataDir = dataFolder()
    const server = await startServer({ port: 0, dataDir, logger: silent })
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    // Hold the database so the request below is accepted but cannot finish yet.
    const holding = server.database.db.connection().execute(async () => {
      await gate
    })
    const email = 'inflight@shutdown.test'
    const inflight = fetch(`${server.url}/api/sessions/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        company_name: 'Late',
        first_name: 'In',
        last_name: 'Flight',
        email,
        currency: 'AUD',
      }),
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const closing = server.close()
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow()
    release()
    await holding
    const response = await inflight
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    await closing

    const reopened = await openDatabase({ dataDir })
    const codes = await reopened.db
      .selectFrom('sign_in_codes')
      .select('email')
      .where('email', '=', email)
      .execute()
    const mail = await reopened.db.selectFrom('dev_outbox').select('to').where('to', '=', email).execute()
    await reopened.close()
    expect(codes).toHaveLength(1)
    expect(mail).toHaveLength(1)
  })

  it.skipIf(!TEST_DATABASE_URL)('should run on a PostgreSQL server given its URL', async () => {
    const schema = await createTestDatabase()
    try {
      const server = await startServer({
        port: 0,
        databaseUrl: TEST_DATABASE_URL,
        databaseSchema: schema.schema,
        logger: silent,
      })
      expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({
        ok: true,
        db: 'postgres',
      })
      await server.close()
    } finally {
      await schema.dispose()
    }
  })

  it('should exit 0 on SIGTERM when run as a process', async () => {
    const dataDir = dataFolder()
    // Node itself with tsx's loader, not the tsx command: the command relays SIGTERM to its child and, when the
    // child has not said it heard it within 30 ms (a loaded machine), kills it and exits 143.
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const match = /"url":"(http:\/\/[^"]+)"/.exec(output)
        if (match?.[1]) resolve(match[1])
      })
      child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)))
    })
    expect((await fetch(`${url}/api/health`)).status).toBe(200)
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(output).toContain('"msg":"stopped"')
  })
})
