import {
  type EmailTemplateKind,
  emailFromTemplate,
  formatAbn,
  isValidAbn,
  type ReceiptLayouts,
  type StoredTemplate,
} from '@pos/core'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { EmailMessage } from './messages.ts'

/**
 * A company's own wording of what the product sends and prints (/admin/email-templates and
 * /admin/print-templates, issue 16). A company may keep several templates of a kind (a seasonal one beside the
 * usual one): the one changed most recently is the one in use. Whether a template is fit to use, and how its
 * placeholders are filled, is core's (`emailFromTemplate`, `printFromTemplate`); without one the built-in text
 * goes out.
 */

type Db = Kysely<Database>

/** The company's name and ABN, the placeholders every kind offers. */
export async function companyPlaceholders(db: Db, companyId: number): Promise<Record<string, string>> {
  const company = await db
    .selectFrom('companies')
    .select(['name', 'abn'])
    .where('id', '=', companyId)
    .executeTakeFirst()
  const abn = company?.abn ?? ''
  return { company_name: company?.name ?? '', company_abn: isValidAbn(abn) ? formatAbn(abn) : abn }
}

/** The template of the kind in use: the most recently changed one, or undefined when there is none. */
async function templateOf(
  db: Db,
  table: 'email_templates' | 'print_templates',
  companyId: number,
  kind: string,
): Promise<StoredTemplate | undefined> {
  const subject = table === 'email_templates' ? sql`subject` : sql`NULL`
  const { rows } = await sql<{ subject: string | null; body: string }>`
    SELECT ${subject} AS subject, body FROM ${sql.table(table)}
    WHERE company_id = ${companyId} AND kind = ${kind}
    ORDER BY updated DESC, id DESC
    LIMIT 1`.execute(db)
  const row = rows[0]
  if (!row) return undefined
  return row.subject === null ? { body: row.body } : { subject: row.subject, body: row.body }
}

/**
 * The email of the kind to `to`: the company's template filled with the values (and the company's own name and
 * ABN), or the built-in message when it has none fit to use. Attachments go with it either way.
 */
export async function companyEmail(
  db: Db,
  companyId: number,
  kind: EmailTemplateKind,
  values: Readonly<Record<string, string>>,
  builtIn: EmailMessage,
): Promise<EmailMessage> {
  const [template, company] = await Promise.all([
    templateOf(db, 'email_templates', companyId, kind),
    companyPlaceholders(db, companyId),
  ])
  const { subject, text } = emailFromTemplate(kind, template, { ...company, ...values }, builtIn)
  return { ...builtIn, subject, text }
}

/** The company's receipt and gift receipt layouts for a register to keep and print from, offline too. */
export async function companyReceiptLayouts(db: Db, companyId: number): Promise<ReceiptLayouts> {
  const [receipt, gift, company] = await Promise.all([
    templateOf(db, 'print_templates', companyId, 'receipt'),
    templateOf(db, 'print_templates', companyId, 'gift_receipt'),
    companyPlaceholders(db, companyId),
  ])
  return { receipt: receipt?.body ?? null, gift_receipt: gift?.body ?? null, company }
}
