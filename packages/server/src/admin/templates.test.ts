import { EMAIL_TEMPLATE_KINDS } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Templates')
})

describe('email and print templates', () => {
  it('should save an email template and send a test, filled with samples, to the signed-in user', async () => {
    const created = await t.request('POST', '/api/proxy/emailtemplates.json', {
      cookie: owner.cookie,
      body: {
        kind: 'gift_card',
        name: 'Gift card',
        subject: 'Your {{company_name}} card',
        body: 'Card {{serial}} worth {{value}}',
      },
    })
    expect(created.status).toBe(200)
    const id = (created.body as { emailtemplate: { id: number } }).emailtemplate.id
    const sent = await t.request('POST', `/api/proxy/emailtemplate/${id}/test.json`, { cookie: owner.cookie })
    expect(sent.status).toBe(200)
    const outbox = (await t.request('GET', '/api/dev/outbox')).body as {
      to: string
      subject: string
      text: string
    }[]
    const mine = outbox.filter(
      (message) => message.to === owner.email && message.subject.startsWith('[Test]'),
    )
    expect(mine).toEqual([
      expect.objectContaining({
        subject: '[Test] Your Templates card',
        text: `Card ${EMAIL_TEMPLATE_KINDS.gift_card.sample.serial} worth ${EMAIL_TEMPLATE_KINDS.gift_card.sample.value}`,
      }),
    ])
  })

  it('should refuse a placeholder the kind does not offer and change nothing', async () => {
    const refused = await t.request('POST', '/api/proxy/emailtemplates.json', {
      cookie: owner.cookie,
      body: { kind: 'receipt', name: 'Receipt', subject: 'Receipt', body: 'Card {{serial}}' },
    })
    expect(refused).toMatchObject({ status: 400, body: { field: 'body', code: 'unknown_placeholder' } })
    const print = await t.request('POST', '/api/proxy/printtemplates.json', {
      cookie: owner.cookie,
      body: { kind: 'transfer', name: 'Slip', body: '{{transfer_number}} {{total}}' },
    })
    expect(print).toMatchObject({ status: 400, body: { field: 'body' } })
    const list = await t.request('GET', '/api/proxy/emailtemplates.json', { cookie: owner.cookie })
    expect((list.body as { emailtemplates: unknown[] }).emailtemplates).toHaveLength(1)
    const prints = await t.request('GET', '/api/proxy/printtemplates.json', { cookie: owner.cookie })
    expect((prints.body as { printtemplates: unknown[] }).printtemplates).toHaveLength(0)
  })
})
