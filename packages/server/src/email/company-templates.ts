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

/** The templates of these kinds in use, by kind: each the most recently changed of its kind (none: not there). */
async function templatesOf(
  db: Db,
  table: 'email_templates' | 'print_templates',
  companyId: number,
  kinds: readonly string[],
): Promise<Map<string, StoredTemplate>> {
  const subject = table === 'email_templates' ? sql`subject` : sql`NULL`
  const { rows } = await sql<{ kind: string; subject: string | null; body: string }>`
    SELECT DISTINCT ON (kind) kind, ${subject} AS subject, body FROM ${sql.table(table)}
    WHERE company_id = ${companyId} AND kind IN (${sql.join(kinds)})
    ORDER BY kind, updated DESC, id DESC`.execute(db)
  return new Map(
    rows.map((row) => [
      row.kind,
      row.subject === null ? { body: row.body } : { subject: row.subject, body: row.body },
    ]),
  )
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
  const [templates, company] = await Promise.all([
    templatesOf(db, 'email_templates', companyId, [kind]),
    companyPlaceholders(db, companyId),
  ])
  const template = templates.get(kind)
  const { subject, text } = emailFromTemplate(kind, template, { ...company, ...values }, builtIn)
  return { ...builtIn, subject, text }
}

/** The company's receipt and gift receipt layouts for a register to keep and print from, offline too. */
export async function companyReceiptLayouts(db: Db, companyId: number): Promise<ReceiptLayouts> {
  // Both kinds in one read: the register's context and every stored receipt ask for them.
  const [templates, company] = await Promise.all([
    templatesOf(db, 'print_templates', companyId, ['receipt', 'gift_receipt']),
    companyPlaceholders(db, companyId),
  ])
  return {
    receipt: templates.get('receipt')?.body ?? null,
    gift_receipt: templates.get('gift_receipt')?.body ?? null,
    company,
  }
}
