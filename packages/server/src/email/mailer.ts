import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import type { DatabaseHandle } from '../db/open-database.ts'
import type { EmailMessage } from './messages.ts'

/** Sends email. Failures are logged, never shown: whether a message went out must not leak. */
export type Mailer = {
  /** 'smtp' sends for real; 'outbox' logs each message and keeps it in the development outbox. */
  kind: 'smtp' | 'outbox'
  send(message: EmailMessage): Promise<void>
  /** Waits for messages still being handed to the SMTP server (at shutdown). */
  flush(): Promise<void>
}

export type MailerOptions = {
  smtpUrl?: string | undefined
  /** The sender address; defaults to no-reply at localhost. */
  from?: string | undefined
  database: DatabaseHandle
  logger: Logger
}

/** With SMTP_URL: nodemailer. Without: the log plus the `dev_outbox` table behind GET /api/dev/outbox. */
export function createMailer(options: MailerOptions): Mailer {
  const { logger, database } = options
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    const from = options.from ?? 'Point of Sale <no-reply@localhost>'
    const pending = new Set<Promise<void>>()
    async function deliver(message: EmailMessage): Promise<void> {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments: (message.attachments ?? []).map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.content),
          })),
        })
        logger.info({ to: message.to, subject: message.subject }, 'email sent')
      } catch (error) {
        logger.error({ err: error, to: message.to, subject: message.subject }, 'email failed')
      }
    }
    return {
      kind: 'smtp',
      // Not awaited by the request: an SMTP round trip would tell apart emails that have accounts.
      async send(message) {
        const delivery = deliver(message).finally(() => pending.delete(delivery))
        pending.add(delivery)
      },
      async flush() {
        await Promise.all(pending)
      },
    }
  }
  return {
    kind: 'outbox',
    async send(message) {
      // The one log line allowed to carry a code: there is no other way to read it without SMTP.
      logger.info(
        {
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments: message.attachments?.map((file) => file.filename),
        },
        'email (development outbox)',
      )
      const attachments = (message.attachments ?? []).map((file) => ({
        filename: file.filename,
        content_type: file.contentType,
        size: file.content.byteLength,
        content: Buffer.from(file.content).toString('base64'),
      }))
      await database.db
        .insertInto('dev_outbox')
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments: JSON.stringify(attachments),
        })
        .execute()
    },
    async flush() {},
  }
}
