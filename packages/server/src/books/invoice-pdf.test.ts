import { INVOICE_EMAIL_NO_ADDRESS, INVOICE_EMAIL_NOT_ISSUED } from '@pos/core'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
let other: SignedUp
let sales: { account: number; gst: number; free: number }

type OutboxMessage = {
  to: string
  subject: string
  text: string
  attachments: { filename: string; content_type: string; size: number; content: string }[]
}

withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Harbour Goods')
  other = await signUp(t, 'Other Co')
  const company = await t.request('GET', '/api/proxy/company.json', { cookie: owner.cookie })
  const saved = await t.request('PUT', '/api/proxy/company.json', {
    cookie: owner.cookie,
    body: {
      ...(company.body as { company: Record<string, unknown> }).company,
      abn: '51 824 753 556',
      address: { address1: '1 George St', city: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' },
    },
  })
  expect(saved.status).toBe(200)
  const choices = await t.request('GET', '/api/proxy/books/choices.json', { cookie: owner.cookie })
  const { accounts, tax_rates } = choices.body as {
    accounts: { id: number; code: string }[]
    tax_rates: { id: number; name: string }[]
  }
  sales = {
    account: accounts.find((a) => a.code === '200')!.id,
    gst: tax_rates.find((r) => r.name === 'GST on Income')!.id,
    free: tax_rates.find((r) => r.name === 'GST Free Income')!.id,
  }
})

const post = (path: string, body: unknown, cookie = owner.cookie) => t.request('POST', path, { cookie, body })

async function invoice(contactEmail: string, approve = true): Promise<{ id: number; number: string }> {
  const created = await post('/api/proxy/invoices.json', {
    contact_name: 'Acme Pty Ltd',
    contact_email: contactEmail,
    reference: 'PO 77',
    date: '2026-07-01',
    due_date: '2026-07-31',
    lines: [
      {
        description: 'Shop fit-out',
        account_id: sales.account,
        tax_rate_id: sales.gst,
        quantity: 2,
        unit_price: 5500,
      },
      {
        description: 'Bread rolls',
        account_id: sales.account,
        tax_rate_id: sales.free,
        quantity: 1,
        unit_price: 450,
      },
    ],
  })
  expect(created.status).toBe(200)
  const row = (created.body as { invoice: { id: number; number: string } }).invoice
  if (approve) expect((await post(`/api/proxy/invoice/${row.id}/approve.json`, {})).status).toBe(200)
  return row
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(bytes)
  const { text } = await extractText(document, { mergePages: true })
  return text
}

async function outboxTo(email: string): Promise<OutboxMessage[]> {
  const outbox = await t.request('GET', '/api/dev/outbox')
  return (outbox.body as OutboxMessage[]).filter((message) => message.to === email)
}

const TAX_INVOICE_TEXT = [
  'Tax Invoice',
  'Harbour Goods',
  'ABN 51 824 753 556',
  '1 George St',
  'Invoice number',
  'Date',
  '01/07/2026',
  'Due date',
  '31/07/2026',
  'Acme Pty Ltd',
  'Shop fit-out',
  'Bread rolls',
  'GST Free Income',
  '$10.00',
  'Subtotal (ex GST)',
  '$104.50',
  'Total GST',
  'Total (incl. GST)',
  '$114.50',
  'Amount due',
]

describe('invoice PDF and email [GL14]', () => {
  it('should answer a tax invoice as a PDF with the seller, ABN, number, dates, customer, lines, GST and totals', async () => {
    const { id, number } = await invoice('accounts@acme.test')
    const response = await t.app.request(`http://localhost/api/proxy/invoice/${id}.pdf`, {
      headers: { cookie: owner.cookie },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain(`${number}.pdf`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const text = await pdfText(bytes)
    for (const words of [...TAX_INVOICE_TEXT, number]) expect(text, words).toContain(words)
  })

  it("should not show another company's invoice, nor a missing one", async () => {
    const { id } = await invoice('')
    for (const [cookie, path] of [
      [other.cookie, `/api/proxy/invoice/${id}.pdf`],
      [owner.cookie, '/api/proxy/invoice/999999.pdf'],
    ] as const) {
      const response = await t.request('GET', path, { cookie })
      expect(response.status).toBe(404)
    }
  })

  it('should email the invoice once, with its PDF, to its address', async () => {
    const { id, number } = await invoice('once@acme.test')
    const sent = await post(`/api/proxy/invoice/${id}/email.json`, {})
    expect(sent).toMatchObject({ status: 200, body: { invoice: { id }, emailed_to: 'once@acme.test' } })
    const messages = await outboxTo('once@acme.test')
    expect(messages).toHaveLength(1)
    const [message] = messages
    expect(message!.subject).toBe(`Invoice ${number} from Harbour Goods`)
    expect(message!.text).toContain('Dear Acme Pty Ltd')
    expect(message!.text).toContain('Amount due: $114.50')
    expect(message!.attachments).toMatchObject([
      { filename: `${number}.pdf`, content_type: 'application/pdf' },
    ])
    const text = await pdfText(new Uint8Array(Buffer.from(message!.attachments[0]!.content, 'base64')))
    for (const words of TAX_INVOICE_TEXT) expect(text, words).toContain(words)
  })

  it("should send to the customer record's email when the invoice has none", async () => {
    const customer = await post('/api/proxy/customers.json', {
      first_name: 'Jo',
      last_name: 'Buyer',
      email: 'jo@buyer.test',
    })
    expect(customer.status).toBe(200)
    const customerId = (customer.body as { customer: { id: number } }).customer.id
    const { id } = await invoice('', false)
    const shown = await t.request('GET', `/api/proxy/invoice/${id}.json`, { cookie: owner.cookie })
    const row = (shown.body as { invoice: Record<string, unknown> }).invoice
    const updated = await t.request('PUT', `/api/proxy/invoice/${id}.json`, {
      cookie: owner.cookie,
      body: { ...row, customer_id: customerId },
    })
    expect(updated.status).toBe(200)
    await post(`/api/proxy/invoice/${id}/approve.json`, {})
    expect((await post(`/api/proxy/invoice/${id}/email.json`, {})).status).toBe(200)
    expect(await outboxTo('jo@buyer.test')).toHaveLength(1)
  })

  it('should refuse, sending nothing, when the customer has no email or the invoice is not issued', async () => {
    const before = ((await t.request('GET', '/api/dev/outbox')).body as unknown[]).length
    const { id } = await invoice('')
    expect(await post(`/api/proxy/invoice/${id}/email.json`, {})).toMatchObject({
      status: 400,
      body: { error: INVOICE_EMAIL_NO_ADDRESS, code: 'no_email', field: 'contact_email' },
    })
    const draft = await invoice('draft@acme.test', false)
    expect(await post(`/api/proxy/invoice/${draft.id}/email.json`, {})).toMatchObject({
      status: 400,
      body: { error: INVOICE_EMAIL_NOT_ISSUED, code: 'not_issued' },
    })
    expect(((await t.request('GET', '/api/dev/outbox')).body as unknown[]).length).toBe(before)
  })

  it("should word the email from the company's invoice template, its placeholders filled", async () => {
    const template = await post('/api/proxy/emailtemplates.json', {
      kind: 'invoice',
      name: 'Our invoice',
      subject: '{{company_name}} invoice {{invoice_number}} ({{amount_due}})',
      body: 'G’day {{customer_name}},\n{{invoice_number}} totals {{total}}, due {{due_date}}.\nABN {{company_abn}}',
    })
    expect(template.status).toBe(200)
    const { id, number } = await invoice('templated@acme.test')
    expect((await post(`/api/proxy/invoice/${id}/email.json`, {})).status).toBe(200)
    const [message] = await outboxTo('templated@acme.test')
    expect(message).toMatchObject({
      subject: `Harbour Goods invoice ${number} ($114.50)`,
      text: `G’day Acme Pty Ltd,\n${number} totals $114.50, due 31/07/2026.\nABN 51 824 753 556`,
      attachments: [{ filename: `${number}.pdf` }],
    })
  })
})
