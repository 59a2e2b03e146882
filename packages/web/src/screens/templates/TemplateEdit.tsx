import {
  EMAIL_TEMPLATE_KINDS,
  type EmailTemplateKind,
  emailTemplateResource,
  PRINT_TEMPLATE_KINDS,
  type PrintTemplateKind,
  printTemplateResource,
} from '@pos/core'
import { ResourceEdit } from '../../components/resource/index.ts'
import { TemplatePreview } from './TemplatePreview.tsx'

function emailKind(value: unknown): EmailTemplateKind {
  return typeof value === 'string' && Object.hasOwn(EMAIL_TEMPLATE_KINDS, value)
    ? (value as EmailTemplateKind)
    : 'receipt'
}

function printKind(value: unknown): PrintTemplateKind {
  return typeof value === 'string' && Object.hasOwn(PRINT_TEMPLATE_KINDS, value)
    ? (value as PrintTemplateKind)
    : 'receipt'
}

/** An email template (spec 2 /admin/email-templates/new and /{id}) with its live preview and test send. */
export function EmailTemplateEdit({ id }: { id: number | null }) {
  const standard = EMAIL_TEMPLATE_KINDS.receipt
  return (
    <ResourceEdit
      resource={emailTemplateResource}
      id={id}
      initial={{ kind: 'receipt', name: standard.label, subject: standard.subject, body: standard.body }}
      preview={(values) => (
        <TemplatePreview
          sample={EMAIL_TEMPLATE_KINDS[emailKind(values.kind)].sample}
          subject={String(values.subject ?? '')}
          body={String(values.body ?? '')}
        />
      )}
    />
  )
}

/** A print template (spec 2 /admin/print-templates/new and /{id}) with its preview at the printer's width. */
export function PrintTemplateEdit({ id }: { id: number | null }) {
  const standard = PRINT_TEMPLATE_KINDS.receipt
  return (
    <ResourceEdit
      resource={printTemplateResource}
      id={id}
      initial={{ kind: 'receipt', name: standard.label, body: standard.body }}
      preview={(values) => (
        <TemplatePreview
          sample={PRINT_TEMPLATE_KINDS[printKind(values.kind)].sample}
          body={String(values.body ?? '')}
          printed
        />
      )}
    />
  )
}
