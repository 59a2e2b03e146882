import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpCatcher } from '../test/smtp-catcher.ts'
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts'
import { createMailer } from './mailer.ts'
import { signInCodeEmail } from './messages.ts'

let database: TestDatabase
let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>
beforeAll(async () => {
  database = await createTestDatabase()
  catcher = await startSmtpCatcher()
})
afterAll(async () => {
  await catcher.close()
  await database.dispose()
})

describe('mailer', () => {
  it('should send through SMTP_URL, keep nothing in the outbox and log no code', async () => {
    const logs: string[] = []
    const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(line) })
    const mailer = createMailer({ smtpUrl: catcher.url, database, logger })
    expect(mailer.kind).toBe('smtp')
    await mailer.send(signInCodeEmail('to@smtp.test', '246813'))
    await mailer.flush()
    expect(catcher.mail).toHaveLength(1)
    expect(catcher.mail[0]?.to.join()).toContain('to@smtp.test')
    expect(catcher.mail[0]?.data).toContain('Subject: Your sign-in code')
    expect(catcher.mail[0]?.data).toContain('246813')
    expect(await database.db.selectFrom('dev_outbox').selectAll().execute()).toEqual([])
    expect(logs.join('\n')).not.toContain('246813')
    expect(logs.join('\n')).toContain('email sent')
  })

  it('should log a failed delivery without throwing', async () => {
    const logs: string[] = []
    const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(line) })
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', database, logger })
    await expect(mailer.send(signInCodeEmail('to@smtp.test', '135792'))).resolves.toBeUndefined()
    await mailer.flush()
    expect(logs.join('\n')).toContain('email failed')
    expect(logs.join('\n')).not.toContain('135792')
  })

  it('should keep each message in the outbox without SMTP', async () => {
    const mailer = createMailer({ database, logger: pino({ level: 'silent' }) })
    expect(mailer.kind).toBe('outbox')
    await mailer.send(signInCodeEmail('dev@outbox.test', '112233'))
    const rows = await database.db.selectFrom('dev_outbox').selectAll().execute()
    expect(rows).toMatchObject([{ to: 'dev@outbox.test', subject: 'Your sign-in code' }])
    expect(rows[0]?.text.match(/\b\d{6}\b/g)).toEqual(['112233'])
  })
})
