import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RecordingPartner, startRecordingPartner } from '../test/recording-partner.ts'
import { createTestApp, type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { isPrivateAddress } from './outbound.ts'
import { processQueue, queueDueSchedules } from './queue.ts'

/** The partner the jobs' REST steps call: records what it is sent; `/fail` answers 500 until told otherwise. */
let partner: RecordingPartner
let partnerUrl: string

let t: TestApp
let a: SignedUp
let b: SignedUp
const SETTINGS = { allowPrivate: ['127.0.0.1'], scriptDeadlineMs: 300 }

beforeAll(async () => {
  partner = await startRecordingPartner()
  partnerUrl = partner.url
  t = await createTestApp({ glue: SETTINGS })
  a = await signUp(t, 'Glue A')
  b = await signUp(t, 'Glue B')
})
afterAll(async () => {
  await t.dispose()
  await partner.close()
})

async function makeJob(cookie: string, body: Record<string, unknown>) {
  const response = await t.request('POST', '/api/proxy/gluejobs.json', { cookie, body })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return (response.body as { gluejob: { id: number; webhook_url: string; next_run: string | null } }).gluejob
}

async function errorsOf(cookie: string) {
  const response = await t.request('GET', '/api/proxy/glueerrors.json', { cookie })
  return (
    response.body as {
      glueerrors: { id: number; job_name: string; attempts: number; post_data: string; error: string }[]
    }
  ).glueerrors
}

const run = () => processQueue(t.deps, SETTINGS)

describe('Glue jobs', () => {
  it('runs a webhook job posted to its URL: a REST step with the posted data templated in', async () => {
    const job = await makeJob(a.cookie, {
      name: 'Order to partner',
      type: 'webhook',
      variables: [{ name: 'channel', default_value: 'web' }],
      steps: [
        {
          type: 'rest',
          name: 'Send order',
          method: 'POST',
          url: `${partnerUrl}/orders/{{data.order}}`,
          params: [{ name: 'channel', value: '{{channel}}' }],
          body: '{"order": "{{data.order}}", "topic": "{{topic}}"}',
        },
        { type: 'post_header', name: 'Topic', header: 'x-topic', variable: 'topic' },
      ],
    })
    expect(job.webhook_url).toMatch(/^\/api\/glue\/hooks\/[A-Za-z0-9_-]{32}$/)
    const posted = await t.request('POST', job.webhook_url, {
      body: { order: 42 },
      headers: { 'x-topic': 'x' },
    })
    expect(posted.status).toBe(202)
    expect(await run()).toBe(1)
    expect(partner.received.at(-1)).toMatchObject({ method: 'POST', url: '/orders/42?channel=web' })
    expect(JSON.parse(partner.received.at(-1)?.body ?? '')).toEqual({ order: '42', topic: '' })
    expect(await errorsOf(a.cookie)).toEqual([])
    expect((await t.request('POST', '/api/glue/hooks/not-a-real-token-at-all', { body: {} })).status).toBe(
      404,
    )
  })

  it('puts a failed run in the error queue once, retries it with the same post data, and clears it when it works', async () => {
    const job = await makeJob(a.cookie, {
      name: 'Failing partner',
      type: 'webhook',
      steps: [{ type: 'rest', name: 'Call', method: 'PUT', url: `${partnerUrl}/fail`, body: '{{data}}' }],
    })
    await t.request('POST', job.webhook_url, { body: { sku: 'A1' } })
    expect(await run()).toBe(1)
    const [error, ...others] = await errorsOf(a.cookie)
    expect(others).toEqual([])
    expect(error).toMatchObject({ job_name: 'Failing partner', attempts: 1, post_data: '{"sku":"A1"}' })
    expect(error?.error).toBe(`Step 1 "Call": PUT ${partnerUrl}/fail answered HTTP 500`)

    const retried = await t.request('POST', `/api/proxy/glueerror/${error?.id}/retry.json`, {
      cookie: a.cookie,
    })
    expect(retried.status).toBe(200)
    expect(await run()).toBe(1)
    expect(partner.received.at(-1)).toMatchObject({ method: 'PUT', body: '{"sku":"A1"}' })
    expect(await errorsOf(a.cookie)).toMatchObject([{ id: error?.id, attempts: 2 }])

    partner.failing = false
    await t.request('POST', `/api/proxy/glueerror/${error?.id}/retry.json`, { cookie: a.cookie })
    expect(await run()).toBe(1)
    expect(await errorsOf(a.cookie)).toEqual([])
    partner.failing = true
  })

  it('deletes an error', async () => {
    const job = await makeJob(a.cookie, {
      name: 'Shopify order',
      type: 'webhook',
      steps: [{ type: 'shopify', name: 'Order', path: 'orders.json' }],
    })
    await t.request('POST', job.webhook_url, { body: {} })
    await run()
    const [error] = await errorsOf(a.cookie)
    expect(error?.error).toBe('Step 1 "Order": Shopify is not connected')
    expect(
      (await t.request('DELETE', `/api/proxy/glueerror/${error?.id}.json`, { cookie: a.cookie })).status,
    ).toBe(200)
    expect(await errorsOf(a.cookie)).toEqual([])
  })

  it('stops a JavaScript step that loops forever within its deadline, with a clear error', async () => {
    const job = await makeJob(a.cookie, {
      name: 'Endless script',
      type: 'webhook',
      steps: [{ type: 'javascript', name: 'Loop', script: 'while (true) {}' }],
    })
    const started = Date.now()
    const response = await t.request('POST', `/api/proxy/gluejob/${job.id}/run.json`, {
      cookie: a.cookie,
      body: { data: '{}' },
    })
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(response.body).toMatchObject({
      run: { ok: false, error: 'Step 1 "Loop": The script ran longer than 300 ms and was stopped' },
    })
  })

  it('runs IF, For Each, JavaScript, email and disabled steps and logs each outcome', async () => {
    const job = await makeJob(a.cookie, {
      name: 'Every step',
      type: 'webhook',
      steps: [
        {
          type: 'for_each',
          name: 'Lines',
          list: 'data.lines',
          steps: [
            {
              type: 'javascript',
              name: 'Double',
              script: 'return vars.item * 2',
              response_variable: 'twice',
            },
          ],
        },
        {
          type: 'if',
          name: 'Big?',
          condition: { left: '{{twice}}', operator: 'greater_than', right: '5' },
          steps: [
            { type: 'email', name: 'Tell', to: 'ops@example.com', subject: 'Big {{twice}}', body: 'Hi' },
          ],
          else_steps: [{ type: 'sleep', seconds: 0 }],
        },
        { type: 'rest', name: 'Off', disabled: true, url: 'http://10.0.0.1/' },
        { type: 'product_api', name: 'Products' },
      ],
    })
    const response = await t.request('POST', `/api/proxy/gluejob/${job.id}/run.json`, {
      cookie: a.cookie,
      body: { data: '{"lines": [1, 3]}' },
    })
    const outcome = (
      response.body as { run: { ok: boolean; log: { number: string; status: string; message: string }[] } }
    ).run
    expect(outcome.ok).toBe(true)
    expect(outcome.log.map((entry) => [entry.number, entry.status, entry.message])).toEqual([
      ['1', 'ok', 'Walked 2 items'],
      ['1.1.1', 'ok', 'Returned 2'],
      ['1.2.1', 'ok', 'Returned 6'],
      ['2', 'ok', 'The condition held'],
      ['2.1', 'ok', 'Sent to ops@example.com'],
      ['3', 'skipped', 'Disabled'],
      ['4', 'ok', 'Read 0 products'],
    ])
    const small = await t.request('POST', `/api/proxy/gluejob/${job.id}/run.json`, {
      cookie: a.cookie,
      body: { data: '{"lines": [1]}' },
    })
    const smallLog = (small.body as { run: { log: { number: string; message: string }[] } }).run.log
    expect(smallLog.map((entry) => [entry.number, entry.message]).slice(2, 4)).toEqual([
      ['2', 'The condition did not hold'],
      ['2e.1', 'Slept 0 s'],
    ])
    const outbox = await t.request('GET', '/api/dev/outbox')
    expect(outbox.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ to: 'ops@example.com', subject: 'Big 6' })]),
    )
  })

  it('runs a scheduled job from the queue when the clock reaches it, and moves its next run on', async () => {
    const job = await makeJob(a.cookie, {
      name: 'Every quarter hour',
      type: 'scheduled',
      schedule: { period: 'every_15_minutes', start: '2030-01-01T09:00' },
      steps: [{ type: 'rest', name: 'Ping', url: `${partnerUrl}/ping` }],
    })
    expect(job.next_run).toBe('2030-01-01T09:00:00.000Z')
    expect(await queueDueSchedules(t.database.db, new Date('2030-01-01T08:59:00Z'))).toBe(0)
    const now = new Date('2030-01-01T09:00:30Z')
    expect(await queueDueSchedules(t.database.db, now)).toBe(1)
    const before = partner.received.length
    expect(await processQueue(t.deps, SETTINGS, { clock: () => now })).toBe(1)
    expect(partner.received.slice(before)).toMatchObject([{ method: 'GET', url: '/ping' }])
    const stored = await t.request('GET', `/api/proxy/gluejob/${job.id}.json`, { cookie: a.cookie })
    expect(stored.body).toMatchObject({ gluejob: { next_run: '2030-01-01T09:15:00.000Z' } })
    expect(await queueDueSchedules(t.database.db, now)).toBe(0)
  })

  it('takes again a run whose process died, once its lease has run out', async () => {
    const job = await makeJob(a.cookie, {
      name: 'Survivor',
      steps: [{ type: 'rest', name: 'Ping', url: `${partnerUrl}/survivor` }],
    })
    const now = new Date()
    // Taken by a process that then died: locked for ten minutes, never finished.
    await t.database.db
      .insertInto('glue_queue')
      .values({
        company_id: a.companyId,
        job_id: job.id,
        data: '',
        headers: '{}',
        run_at: now,
        locked_until: new Date(now.getTime() + 10 * 60_000),
      })
      .execute()
    expect(await processQueue(t.deps, SETTINGS, { clock: () => now })).toBe(0)
    const later = new Date(now.getTime() + 11 * 60_000)
    expect(await processQueue(t.deps, SETTINGS, { clock: () => later })).toBe(1)
    expect(partner.received.at(-1)).toMatchObject({ url: '/survivor' })
    expect(await processQueue(t.deps, SETTINGS, { clock: () => later })).toBe(0)
  })

  it('refuses private addresses unless the operator allows them', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '169.254.169.254',
      '192.168.0.5',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
    ])
      expect(isPrivateAddress(address), address).toBe(true)
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700::1111'])
      expect(isPrivateAddress(address), address).toBe(false)
    const strict = await createTestApp({ glue: {} }, t)
    const job = await makeJob(a.cookie, {
      name: 'Inside',
      type: 'webhook',
      steps: [{ type: 'rest', name: 'Metadata', url: 'http://169.254.169.254/latest/meta-data' }],
    })
    const response = await strict.request('POST', `/api/proxy/gluejob/${job.id}/run.json`, {
      cookie: a.cookie,
      body: {},
    })
    expect((response.body as { run: { error: string } }).run.error).toBe(
      'Step 1 "Metadata": Requests to private addresses are refused (169.254.169.254 is 169.254.169.254)',
    )
    const local = await makeJob(a.cookie, {
      name: 'Local',
      steps: [{ type: 'rest', url: `${partnerUrl}/ok` }],
    })
    const refused = await strict.request('POST', `/api/proxy/gluejob/${local.id}/run.json`, {
      cookie: a.cookie,
      body: {},
    })
    expect((refused.body as { run: { ok: boolean } }).run.ok).toBe(false)
    const allowed = await t.request('POST', `/api/proxy/gluejob/${local.id}/run.json`, {
      cookie: a.cookie,
      body: {},
    })
    expect((allowed.body as { run: { ok: boolean } }).run.ok).toBe(true)
  })

  it("keeps one company's jobs and errors from another", async () => {
    const job = await makeJob(a.cookie, {
      name: 'Private to A',
      type: 'webhook',
      steps: [{ type: 'rest', url: `${partnerUrl}/fail` }],
    })
    await t.request('POST', job.webhook_url, { body: { secret: 'A-only' } })
    await run()
    const [error] = await errorsOf(a.cookie)
    expect(error?.job_name).toBe('Private to A')
    expect(await errorsOf(b.cookie)).toEqual([])
    expect((await t.request('GET', `/api/proxy/gluejob/${job.id}.json`, { cookie: b.cookie })).status).toBe(
      404,
    )
    expect(
      (await t.request('POST', `/api/proxy/gluejob/${job.id}/run.json`, { cookie: b.cookie, body: {} }))
        .status,
    ).toBe(404)
    expect(
      (await t.request('POST', `/api/proxy/glueerror/${error?.id}/retry.json`, { cookie: b.cookie })).status,
    ).toBe(404)
    expect(
      (await t.request('DELETE', `/api/proxy/glueerror/${error?.id}.json`, { cookie: b.cookie })).status,
    ).toBe(404)
    expect(await errorsOf(a.cookie)).toHaveLength(1)
  })

  it('refuses a scheduled job without a start, under its field', async () => {
    const response = await t.request('POST', '/api/proxy/gluejobs.json', {
      cookie: a.cookie,
      body: { name: 'No start', type: 'scheduled' },
    })
    expect(response).toMatchObject({
      status: 400,
      body: { error: 'Please enter when the schedule starts', field: 'schedule' },
    })
  })
})
