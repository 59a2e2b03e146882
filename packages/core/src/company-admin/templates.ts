import { type Refusal, refusal } from '../resource/refusal.ts'

/**
 * Email and print templates (spec 2 /admin/email-templates, /admin/print-templates): text with placeholders
 * written `{{name}}`, filled from the record being sent or printed. Each kind offers its own placeholders; a
 * template that names one its kind does not offer is refused when it is saved, so a customer never receives a
 * raw `{{...}}`.
 */

const PLACEHOLDER = /\{\{\s*([a-z_][a-z0-9_]*)\s*\}\}/g

/** The placeholder names a text uses, each once, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string))]
}

/** Fills a text's placeholders [TPL1]: each known one by its value, an unknown one left as written. */
export function renderTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replaceAll(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
  )
}

/** The refusal for a text that names a placeholder its kind does not offer [TPL2]. */
export function unknownPlaceholder(
  text: string,
  offered: readonly string[],
  field: string,
): Refusal | undefined {
  const unknown = placeholdersIn(text).find((name) => !offered.includes(name))
  if (unknown === undefined) return undefined
  return refusal(
    'unknown_placeholder',
    `{{${unknown}}} is not a placeholder of this template; use ${offered.map((name) => `{{${name}}}`).join(', ')}`,
    field,
  )
}

type KindSpec = {
  readonly label: string
  /** Placeholders a template of the kind must use [TPL4]: a sign-in email without its code locks everyone out. */
  readonly required?: readonly string[]
  /** Each placeholder with a sample value (the preview and the test send use them). */
  readonly sample: Readonly<Record<string, string>>
  readonly subject?: string
  readonly body: string
}

const COMPANY = { company_name: 'Harbour Goods', company_abn: '51 824 753 556' }

/** The emails a company can word itself. */
export const EMAIL_TEMPLATE_KINDS = {
  sign_in_code: {
    label: 'Sign-in code',
    required: ['code'],
    sample: { ...COMPANY, first_name: 'Sam', code: '482913', minutes: '10' },
    subject: 'Your {{company_name}} sign-in code',
    body: 'Hi {{first_name}},\n\nYour sign-in code is {{code}}. It works once, for {{minutes}} minutes.',
  },
  receipt: {
    label: 'Receipt',
    sample: {
      ...COMPANY,
      first_name: 'Alex',
      receipt_number: 'R1-000123',
      date: '25/11/2026',
      total: '$42.50',
      store_name: 'George Street',
      lines: '1 x Linen shirt   $39.00\n1 x Socks          $3.50',
    },
    subject: 'Your receipt {{receipt_number}} from {{company_name}}',
    body: 'Hi {{first_name}},\n\nThank you for shopping at {{store_name}} on {{date}}.\n\n{{lines}}\n\nTotal {{total}}',
  },
  invoice: {
    label: 'Invoice',
    sample: {
      ...COMPANY,
      customer_name: 'Acme Pty Ltd',
      invoice_number: 'INV-1042',
      due_date: '09/12/2026',
      total: '$1,250.00',
      amount_due: '$1,250.00',
    },
    subject: 'Invoice {{invoice_number}} from {{company_name}}',
    body: 'Dear {{customer_name}},\n\nPlease find invoice {{invoice_number}} for {{total}}, due {{due_date}}.\nAmount due: {{amount_due}}.',
  },
  purchase_order: {
    label: 'Purchase order',
    sample: {
      ...COMPANY,
      supplier_name: 'Linen Mills',
      po_number: 'PO-1007',
      delivery_address: '1 George St, Sydney NSW 2000',
      expected_date: '01/12/2026',
      lines: '24 x Linen shirt (LS-M)   $18.00',
      total: '$432.00',
    },
    subject: 'Purchase order {{po_number}} from {{company_name}}',
    body: 'Dear {{supplier_name}},\n\nPlease supply the following by {{expected_date}}, delivered to {{delivery_address}}:\n\n{{lines}}\n\nTotal {{total}}',
  },
  gift_card: {
    label: 'Gift card',
    sample: {
      ...COMPANY,
      recipient_name: 'Jordan',
      serial: 'GC-4411-2290',
      value: '$50.00',
      expiry: '25/11/2029',
    },
    subject: 'A {{company_name}} gift card for you',
    body: 'Hi {{recipient_name}},\n\nHere is your gift card {{serial}} worth {{value}}. It is valid until {{expiry}}.',
  },
} as const satisfies Record<string, KindSpec>
export type EmailTemplateKind = keyof typeof EMAIL_TEMPLATE_KINDS

/** The printed layouts a company can word itself (48 characters a line on receipt printers, spec 9). */
export const PRINT_TEMPLATE_KINDS = {
  receipt: {
    label: 'Receipt',
    sample: {
      ...COMPANY,
      store_name: 'George Street',
      receipt_number: 'R1-000123',
      date: '25/11/2026 14:05',
      served_by: 'Sam',
      lines:
        '1 x Linen shirt                          $39.00\n1 x Socks                                 $3.50',
      total: '$42.50',
      tax: '$3.86',
    },
    body: '{{company_name}}\nABN {{company_abn}}\n{{store_name}}\n\nReceipt {{receipt_number}}  {{date}}\nServed by {{served_by}}\n\n{{lines}}\n\nTotal {{total}}\nIncludes GST {{tax}}',
  },
  gift_receipt: {
    label: 'Gift receipt',
    sample: {
      ...COMPANY,
      store_name: 'George Street',
      receipt_number: 'R1-000123',
      date: '25/11/2026',
      lines: '1 x Linen shirt',
    },
    body: '{{company_name}}\n{{store_name}}\n\nGift receipt {{receipt_number}}  {{date}}\n\n{{lines}}\n\nExchange within 30 days with this receipt.',
  },
  transfer: {
    label: 'Transfer',
    sample: {
      ...COMPANY,
      transfer_number: 'TR-88',
      from_warehouse: 'Depot A',
      to_warehouse: 'George Street',
      date: '25/11/2026',
      lines: '12 x LS-M Linen shirt',
    },
    body: 'Transfer {{transfer_number}}  {{date}}\nFrom {{from_warehouse}} to {{to_warehouse}}\n\n{{lines}}',
  },
  fulfillment: {
    label: 'Fulfillment',
    sample: {
      ...COMPANY,
      reference: 'F-301',
      customer_name: 'Alex Lee',
      destination: '5 Beach Rd, Bondi NSW 2026',
      carrier: 'Courier',
      lines: '1 x LS-M Linen shirt',
    },
    body: 'Fulfillment {{reference}}\nFor {{customer_name}}\n{{destination}}\nCarrier {{carrier}}\n\n{{lines}}',
  },
  purchase_order: {
    label: 'Purchase order',
    sample: {
      ...COMPANY,
      po_number: 'PO-1007',
      supplier_name: 'Linen Mills',
      delivery_address: '1 George St, Sydney NSW 2000',
      lines: '24 x LS-M Linen shirt        $18.00',
      total: '$432.00',
    },
    body: '{{company_name}}  ABN {{company_abn}}\nPurchase order {{po_number}}\nTo {{supplier_name}}\nDeliver to {{delivery_address}}\n\n{{lines}}\n\nTotal {{total}}',
  },
} as const satisfies Record<string, KindSpec>
export type PrintTemplateKind = keyof typeof PRINT_TEMPLATE_KINDS

/** The placeholders a template of the kind must use [TPL4]. */
export function requiredPlaceholders(spec: KindSpec): readonly string[] {
  return spec.required ?? []
}

/** The placeholders a kind offers. */
export function placeholdersOf(spec: KindSpec): string[] {
  return Object.keys(spec.sample)
}

/** The refusal for a text that leaves out a placeholder its kind requires [TPL4]. */
export function missingPlaceholder(
  text: string,
  required: readonly string[] | undefined,
  field: string,
): Refusal | undefined {
  const used = placeholdersIn(text)
  const missing = (required ?? []).find((name) => !used.includes(name))
  return missing === undefined
    ? undefined
    : refusal('missing_placeholder', `This template must show {{${missing}}}`, field)
}

/** A company's stored template: an email's subject and text, or a printed layout (no subject). */
export type StoredTemplate = { readonly subject?: string; readonly body: string }

/** True when a stored template is fit to use for its kind: only offered placeholders, the required ones used. */
function usable(spec: KindSpec, template: StoredTemplate): boolean {
  const offered = placeholdersOf(spec)
  const texts = [template.body, ...(template.subject === undefined ? [] : [template.subject])]
  return (
    texts.every((text) => unknownPlaceholder(text, offered, 'body') === undefined) &&
    missingPlaceholder(texts.join('\n'), requiredPlaceholders(spec), 'body') === undefined
  )
}

/**
 * The email a company sends [TPL3]: its template of the kind filled with the values when it has one fit to use
 * (a template saved before a kind changed, or written straight to the database, may not be), else the
 * built-in text.
 */
export function emailFromTemplate(
  kind: EmailTemplateKind,
  template: StoredTemplate | undefined,
  values: Readonly<Record<string, string>>,
  builtIn: { readonly subject: string; readonly text: string },
): { subject: string; text: string } {
  if (!template || template.subject === undefined || !usable(EMAIL_TEMPLATE_KINDS[kind], template))
    return { subject: builtIn.subject, text: builtIn.text }
  return {
    // A subject is one line whatever the values hold.
    subject: renderTemplate(template.subject, values)
      .replaceAll(/\s*[\r\n]+\s*/g, ' ')
      .trim(),
    text: renderTemplate(template.body, values),
  }
}

/** A printed layout [TPL5]: the company's template of the kind filled with the values, or undefined to print the standard layout. */
export function printFromTemplate(
  kind: PrintTemplateKind,
  template: StoredTemplate | undefined,
  values: Readonly<Record<string, string>>,
): string | undefined {
  if (!template || !usable(PRINT_TEMPLATE_KINDS[kind], template)) return undefined
  return renderTemplate(template.body, values)
}
