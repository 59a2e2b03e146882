import { describe, expect, it } from 'vitest'
import { insertRegisterFixtures } from '../register/test-fixtures.ts'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

/**
 * Issue 16: the emails the server sends and the receipts it prints are worded by the company's templates of
 * their kind when it has one (else the built-in text): one test per kind that is sent or printed. The invoice
 * email is tested with the invoice's PDF (books/invoice-pdf.test.ts).
 */

let t: TestApp
let owner: SignedUp
let saleId: number
let registerId: number

type Message = { to: string; subject: string; text: string }

withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Templated Co')
  const ids = await insertRegisterFixtures(t, owner.cookie, 'Templated')
  saleId = ids.sale!
  registerId = ids.register!
})

const post = (path: string, body: unknown) => t.request('POST', path, { cookie: owner.cookie, body })

async function newestTo(email: string): Promise<Message> {
  const outbox = await t.request('GET', '/api/dev/outbox')
  const message = (outbox.body as Message[]).find((entry) => entry.to === email)
  if (!message) throw new Error(`nothing sent to ${email}`)
  return message
}

async function template(kind: string, fields: Record<string, string>, path = 'emailtemplates') {
  const saved = await post(`/api/proxy/${path}.json`, { kind, name: `Our ${kind}`, ...fields })
  expect(saved.status).toBe(200)
}

describe('company templates in what is sent and printed', () => {
  it("should word the sign-in code email from the company's template, which must show the code", async () => {
    await t.request('POST', '/api/sessions/sign-in', { body: { email: owner.email } })
    expect(await newestTo(owner.email)).toMatchObject({ subject: 'Your sign-in code' })

    const codeless = await post('/api/proxy/emailtemplates.json', {
      kind: 'sign_in_code',
      name: 'No code',
      subject: 'Sign in',
      body: 'Hello {{first_name}}',
    })
    expect(codeless).toMatchObject({
      status: 400,
      body: { code: 'missing_placeholder', field: 'body', error: 'This template must show {{code}}' },
    })

    await template('sign_in_code', {
      subject: 'Sign in to {{company_name}}',
      body: 'Hi {{first_name}}, your code is {{code}}. It lasts {{minutes}} minutes.',
    })
    await t.request('POST', '/api/sessions/sign-in', { body: { email: owner.email } })
    const message = await newestTo(owner.email)
    expect(message.subject).toBe('Sign in to Templated Co')
    expect(message.text).toMatch(/^Hi Owner, your code is \d{6}\. It lasts \d+ minutes\.$/)
    const code = /\b\d{6}\b/.exec(message.text)![0]
    const verified = await t.request('POST', '/api/sessions/verify', { body: { email: owner.email, code } })
    expect(verified.status).toBe(200)
  })

  it("should print a sale's receipt from the company's receipt print template", async () => {
    const standard = await t.request('GET', `/api/proxy/sale/${saleId}/receipt.json`, {
      cookie: owner.cookie,
    })
    expect((standard.body as { text: string[] }).text.join('\n')).toContain('TOTAL')

    await template(
      'receipt',
      { body: '{{company_name}}\nReceipt {{receipt_number}}\n{{lines}}\nPay {{total}} (GST {{tax}})' },
      'printtemplates',
    )
    const printed = await t.request('GET', `/api/proxy/sale/${saleId}/receipt.json`, { cookie: owner.cookie })
    const { receipt, text } = printed.body as { receipt: { rows: { kind: string }[] }; text: string[] }
    expect(text.slice(0, 4)).toEqual([
      'Templated Co',
      expect.stringMatching(/^Receipt \S+$/),
      expect.stringMatching(/^2 x .+\$30\.00$/),
      'Pay $30.00 (GST $2.73)',
    ])
    expect(receipt.rows.some((row) => row.kind === 'barcode')).toBe(true)
    // The register keeps the layouts with its context, to print the same offline.
    const register = await t.request('GET', `/api/register/${registerId}`, { cookie: owner.cookie })
    expect(register.body).toMatchObject({
      register: {
        receipt_layouts: {
          receipt: expect.stringContaining('Receipt {{receipt_number}}'),
          gift_receipt: null,
          company: { company_name: 'Templated Co' },
        },
      },
    })
    // Of several templates of a kind, the one changed last is in use; each kind keeps its own.
    for (const [kind, name, body] of [
      ['receipt', 'Newer receipt', 'Newer {{receipt_number}}'],
      ['gift_receipt', 'Our gift receipt', 'Gift {{receipt_number}}'],
    ]) {
      const saved = await post('/api/proxy/printtemplates.json', { kind, name, body })
      expect(saved.status).toBe(200)
    }
    const again = await t.request('GET', `/api/register/${registerId}`, { cookie: owner.cookie })
    expect(again.body).toMatchObject({
      register: {
        receipt_layouts: { receipt: 'Newer {{receipt_number}}', gift_receipt: 'Gift {{receipt_number}}' },
      },
    })
    const newer = await t.request('GET', `/api/proxy/sale/${saleId}/receipt.json`, { cookie: owner.cookie })
    expect((newer.body as { text: string[] }).text[0]).toMatch(/^Newer \S+$/)
  })

  it("should word the receipt email from the company's receipt email template", async () => {
    await template('receipt', {
      subject: 'Your {{company_name}} receipt {{receipt_number}}',
      body: 'Thanks for visiting {{store_name}} on {{date}}.\n{{lines}}\nTotal {{total}}',
    })
    const sent = await post(`/api/proxy/sale/${saleId}/email.json`, { email: 'buyer@templated.test' })
    expect(sent.status).toBe(200)
    const message = await newestTo('buyer@templated.test')
    expect(message.subject).toMatch(/^Your Templated Co receipt \S+$/)
    expect(message.text).toMatch(
      /^Thanks for visiting Templated store on \d{2}\/\d{2}\/\d{4}\.\n2 x .+\$30\.00\nTotal \$30\.00$/,
    )
  })
})
