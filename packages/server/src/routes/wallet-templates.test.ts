import { describe, expect, it } from 'vitest'
import { insertStore } from '../test/fixtures.ts'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
const stores: number[] = []
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Wallet')
  for (let index = 0; index < 11; index++)
    stores.push(await insertStore(t.database, owner.companyId, `Store ${index}`))
})

const LOYALTY = {
  kind: 'loyalty',
  name: 'Members card',
  title: 'Harbour Rewards',
  background_colour: '#1d3557',
  text_colour: '#f1faee',
  membership_label: 'Member',
  name_label: 'Name',
  points_label: 'Points',
  store_notification_text: "You're near {name}",
  points_update_message: 'You now have {points} points',
  member_barcode: 'qr',
  apple_url: 'https://apple.example/pass',
  back_fields: [
    { type: 'loyalty_points', label: 'Points', detail: '' },
    { type: 'custom', label: 'Terms', detail: 'Points expire after 12 months', apple: true, google: false },
  ],
}

describe('wallet templates', () => {
  it('should save a loyalty template with every field and read it back', async () => {
    const created = await t.request('POST', '/api/proxy/wallettemplates.json', {
      cookie: owner.cookie,
      body: { ...LOYALTY, store_ids: stores.slice(0, 10) },
    })
    expect(created).toMatchObject({
      status: 200,
      body: {
        wallettemplate: {
          ...LOYALTY,
          store_ids: stores.slice(0, 10),
          back_fields: [{ apple: true, google: true }, { google: false }],
        },
      },
    })
    const id = (created.body as { wallettemplate: { id: number } }).wallettemplate.id
    const read = await t.request('GET', `/api/proxy/wallettemplate/${id}.json`, { cookie: owner.cookie })
    expect(read).toMatchObject({
      status: 200,
      body: { wallettemplate: { id, kind: 'loyalty', points_label: 'Points' } },
    })
    const list = await t.request('GET', '/api/proxy/wallettemplates.json?kind=loyalty', {
      cookie: owner.cookie,
    })
    expect(list.body).toMatchObject({ total: 1, wallettemplates: [{ id }] })
    expect(
      (await t.request('GET', '/api/proxy/wallettemplates.json?kind=giftcard', { cookie: owner.cookie }))
        .body,
    ).toMatchObject({
      total: 0,
    })
  })

  it.each([
    [{ ...LOYALTY, back_fields: [{ type: '', label: 'X', detail: '' }] }, 'A type is required'],
    [{ ...LOYALTY, back_fields: [{ type: 'email_address', label: '', detail: '' }] }, 'A label is required'],
    [{ ...LOYALTY, back_fields: [{ type: 'custom', label: 'Terms', detail: '' }] }, 'Details required'],
    [
      { ...LOYALTY, points_update_message: 'Points changed' },
      'The points update message must contain {points}',
    ],
    [{ kind: 'giftcard', name: 'Gift', back_fields: [{ label: '', detail: 'x' }] }, 'A Label is Required'],
    [{ kind: 'giftcard', name: 'Gift', back_fields: [{ label: 'Balance', detail: '' }] }, 'Details Required'],
    [{ kind: 'giftcard', name: 'Gift', background_colour: 'blue' }, 'Please choose colours as #rrggbb'],
    [{ kind: 'giftcard', name: '' }, 'Please enter a template name'],
  ])('should refuse %o with the message of spec 5', async (body, error) => {
    expect(
      await t.request('POST', '/api/proxy/wallettemplates.json', { cookie: owner.cookie, body }),
    ).toMatchObject({
      status: 400,
      body: { error },
    })
  })

  it('should allow at most 10 stores, all of this company', async () => {
    expect(
      await t.request('POST', '/api/proxy/wallettemplates.json', {
        cookie: owner.cookie,
        body: { kind: 'giftcard', name: 'Too many', store_ids: stores },
      }),
    ).toMatchObject({ status: 400, body: { error: 'A wallet template can have at most 10 stores' } })
    const other = await signUp(t, 'Other wallet')
    expect(
      await t.request('POST', '/api/proxy/wallettemplates.json', {
        cookie: other.cookie,
        body: { kind: 'giftcard', name: 'Theirs', store_ids: [stores[0]] },
      }),
    ).toMatchObject({ status: 400, body: { error: 'Please choose stores of this company' } })
  })

  it('should update and delete a gift card template', async () => {
    const created = await t.request('POST', '/api/proxy/wallettemplates.json', {
      cookie: owner.cookie,
      body: {
        kind: 'giftcard',
        name: 'Gift',
        title: 'Gift card',
        back_fields: [{ label: 'Terms', detail: 'No cash' }],
      },
    })
    const id = (created.body as { wallettemplate: { id: number } }).wallettemplate.id
    const updated = await t.request('PUT', `/api/proxy/wallettemplate/${id}.json`, {
      cookie: owner.cookie,
      body: { kind: 'giftcard', name: 'Gift 2', title: 'Gift card', back_fields: [] },
    })
    expect(updated).toMatchObject({
      status: 200,
      body: { wallettemplate: { name: 'Gift 2', back_fields: [] } },
    })
    expect(
      await t.request('DELETE', `/api/proxy/wallettemplate/${id}.json`, { cookie: owner.cookie }),
    ).toMatchObject({
      status: 200,
    })
    expect(
      (await t.request('GET', `/api/proxy/wallettemplate/${id}.json`, { cookie: owner.cookie })).status,
    ).toBe(404)
  })
})
