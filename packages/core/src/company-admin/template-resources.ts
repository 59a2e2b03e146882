import * as v from 'valibot'
import { requiredText } from '../admin/fields.ts'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import {
  EMAIL_TEMPLATE_KINDS,
  type EmailTemplateKind,
  missingPlaceholder,
  PRINT_TEMPLATE_KINDS,
  type PrintTemplateKind,
  placeholdersOf,
  requiredPlaceholders,
  unknownPlaceholder,
} from './templates.ts'

const EMAIL_KINDS = Object.keys(EMAIL_TEMPLATE_KINDS) as EmailTemplateKind[]
const PRINT_KINDS = Object.keys(PRINT_TEMPLATE_KINDS) as PrintTemplateKind[]

function kindOptions(kinds: Record<string, { label: string }>) {
  return Object.entries(kinds).map(([value, { label }]) => ({ value, label }))
}

const templateBody = v.pipe(
  v.string('Please enter the template text'),
  v.trim(),
  v.nonEmpty('Please enter the template text'),
  v.maxLength(20_000, 'Please keep the template under 20000 characters'),
)

export const EMAIL_TEMPLATE_TEST_NO_EMAIL =
  'A test email goes to the signed-in user: an API user has no address'

/** Email templates (spec 2 /admin/email-templates): the emails a company words itself, with placeholders. */
export const emailTemplateResource = defineResource({
  name: 'emailtemplate',
  plural: 'emailtemplates',
  table: 'email_templates',
  label: { one: 'Email template', many: 'Email templates' },
  path: '/admin/email-templates',
  rights: { view: 'admin.templates', edit: 'admin.templates' },
  row: recordRow({
    kind: v.picklist(EMAIL_KINDS),
    name: v.string(),
    subject: v.string(),
    body: v.string(),
  }),
  create: v.object({
    kind: v.picklist(EMAIL_KINDS, 'Please choose which email this is'),
    name: requiredText('a name'),
    subject: requiredText('a subject', 200),
    body: templateBody,
  }),
  example: {
    kind: 'gift_card',
    name: 'Gift card',
    subject: EMAIL_TEMPLATE_KINDS.gift_card.subject,
    body: EMAIL_TEMPLATE_KINDS.gift_card.body,
  },
  fields: [
    { key: 'kind', label: 'Email', kind: 'select', options: kindOptions(EMAIL_TEMPLATE_KINDS) },
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'subject', label: 'Subject', kind: 'text', wide: true },
    {
      key: 'body',
      label: 'Text',
      kind: 'textarea',
      hint: 'Placeholders are written {{name}}. Of several templates of one email, the last changed is sent',
    },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'kind', header: 'Email' },
    { key: 'subject', header: 'Subject' },
    { key: 'updated', header: 'Changed', format: 'datetime', sortable: true },
  ],
  search: ['name', 'subject'],
  filters: [{ key: 'kind', label: 'Email', options: kindOptions(EMAIL_TEMPLATE_KINDS) }],
  sort: ['name', 'updated'],
  unique: 'An email template with this name already exists',
  emptyText: 'No email templates yet: emails use the standard wording.',
  actions: {
    test: {
      label: 'Send a test',
      done: 'A test email was sent to your address',
    },
  },
  check: (next) => {
    const spec = EMAIL_TEMPLATE_KINDS[next.kind]
    const offered = placeholdersOf(spec)
    return (
      unknownPlaceholder(next.subject, offered, 'subject') ??
      unknownPlaceholder(next.body, offered, 'body') ??
      missingPlaceholder(`${next.subject}\n${next.body}`, requiredPlaceholders(spec), 'body')
    )
  },
})

/** Print templates (spec 2 /admin/print-templates): receipt, gift receipt, transfer, fulfillment, purchase order. */
export const printTemplateResource = defineResource({
  name: 'printtemplate',
  plural: 'printtemplates',
  table: 'print_templates',
  label: { one: 'Print template', many: 'Print templates' },
  path: '/admin/print-templates',
  rights: { view: 'admin.templates', edit: 'admin.templates' },
  row: recordRow({
    kind: v.picklist(PRINT_KINDS),
    name: v.string(),
    body: v.string(),
  }),
  create: v.object({
    kind: v.picklist(PRINT_KINDS, 'Please choose what this layout prints'),
    name: requiredText('a name'),
    body: templateBody,
  }),
  example: { kind: 'transfer', name: 'Transfer slip', body: PRINT_TEMPLATE_KINDS.transfer.body },
  fields: [
    { key: 'kind', label: 'Prints', kind: 'select', options: kindOptions(PRINT_TEMPLATE_KINDS) },
    { key: 'name', label: 'Name', kind: 'text' },
    {
      key: 'body',
      label: 'Layout',
      kind: 'textarea',
      hint: 'Placeholders are written {{name}}. Of several layouts of one kind, the last changed prints',
    },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'kind', header: 'Prints' },
    { key: 'updated', header: 'Changed', format: 'datetime', sortable: true },
  ],
  search: ['name'],
  filters: [{ key: 'kind', label: 'Prints', options: kindOptions(PRINT_TEMPLATE_KINDS) }],
  sort: ['name', 'updated'],
  unique: 'A print template with this name already exists',
  emptyText: 'No print templates yet: printing uses the standard layouts.',
  check: (next) => unknownPlaceholder(next.body, placeholdersOf(PRINT_TEMPLATE_KINDS[next.kind]), 'body'),
})
