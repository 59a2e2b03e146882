import { CODE_TTL_MINUTES } from '@pos/core'

/** A file sent with an email (an invoice's PDF). */
export type EmailAttachment = { filename: string; contentType: string; content: Uint8Array }

/**
 * One email. The built-in texts live in this module; a company's own wording comes from its email templates
 * (`company-templates.ts`), with these texts as the fallback.
 */
export type EmailMessage = {
  to: string
  subject: string
  text: string
  attachments?: readonly EmailAttachment[]
}

/** The sign-in code. The code is the only 6-digit number in the text (the dev outbox relies on it). */
export function signInCodeEmail(to: string, code: string): EmailMessage {
  return {
    to,
    subject: 'Your sign-in code',
    text: [
      `Your sign-in code is ${code}.`,
      '',
      `It works once, for ${CODE_TTL_MINUTES} minutes. If you did not try to sign in, you can ignore this email.`,
    ].join('\n'),
  }
}

/** The code that confirms a new company's email address. */
export function registrationCodeEmail(to: string, code: string, companyName: string): EmailMessage {
  return {
    to,
    subject: 'Your verification code',
    text: [
      `Your verification code is ${code}.`,
      '',
      `Enter it to create ${companyName}. It works once, for ${CODE_TTL_MINUTES} minutes.`,
      'If you did not ask to create a company, you can ignore this email.',
    ].join('\n'),
  }
}

/**
 * Sent instead of a code when someone registers with an email that already has an account, so the
 * registration form never reveals which emails have accounts (ASVS 6.3.8).
 */
export function alreadyRegisteredEmail(to: string): EmailMessage {
  return {
    to,
    subject: 'You already have an account',
    text: [
      'Someone asked to create a company with this email address, but it already has an account.',
      '',
      'Sign in with this email instead. If it was not you, you can ignore this email.',
    ].join('\n'),
  }
}

/**
 * An invoice sent to its customer (the values of core `invoiceEmailValues`; the caller attaches the PDF), when the
 * company has no invoice email template of its own.
 */
export function invoiceEmail(to: string, values: Readonly<Record<string, string>>): EmailMessage {
  return {
    to,
    subject: `Invoice ${values.invoice_number} from ${values.company_name}`,
    text: [
      `Dear ${values.customer_name},`,
      '',
      `Please find attached invoice ${values.invoice_number} for ${values.total}, due ${values.due_date}.`,
      `Amount due: ${values.amount_due}.`,
      '',
      `${values.company_name}`,
    ].join('\n'),
  }
}
