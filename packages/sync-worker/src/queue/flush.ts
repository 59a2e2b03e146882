import { parseWith, SaleBatchAnswerSchema } from '@pos/core'
import type { QueueEntry, SaleQueue } from './sale-queue.ts'

/** The part of the Web Locks API the flush uses (`navigator.locks`). */
export type LocksLike = {
  request<T>(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>
}

export type FlushDeps = {
  baseUrl: string
  fetch: (url: string, init?: RequestInit) => Promise<Response>
  now: () => number
  /** `navigator.locks` where the platform has it; otherwise a lease in IndexedDB keeps flushes apart. */
  locks: LocksLike | null
  /** This tab's id (the lease's owner). */
  owner: string
}

export type FlushResult = {
  /** Another tab was sending the queue: this flush sent nothing. */
  busy: boolean
  sent: number
  /** Sales the server refused (400): they stay queued with the server's message, for review. */
  refused: { id: string; error: string }[]
  /** Sending stopped because the server could not be reached (or answered 5xx / 401). */
  stopped: 'offline' | 'signed-out' | 'server-error' | null
  left: number
}

const LEASE_MS = 60_000

/**
 * At most this many sales a request (the server takes up to SALE_BATCH_LIMIT), and about this much JSON: a queue
 * of 1,000 sales goes in 50 requests instead of 1,000, and a sale just made goes at once, alone.
 */
export const SALES_PER_REQUEST = 20
const BYTES_PER_REQUEST = 512 * 1024

/**
 * Sends the queue, oldest first, up to SALES_PER_REQUEST sales a request with `POST proxy/sales/batch.json`
 * (created = the saved date), which stores them in order and answers each on its own. An entry is deleted only
 * when its answer carries an id. One flush at a time per browser (a Web Lock, or a lease in IndexedDB); the
 * server's idempotency on the client id is the backstop, so a repeat after a lost answer never makes two sales.
 */
export async function flushQueue(queue: SaleQueue, lockName: string, deps: FlushDeps): Promise<FlushResult> {
  if (deps.locks) {
    return deps.locks.request(lockName, { ifAvailable: true }, async (lock) =>
      lock ? sendAll(queue, deps) : busyResult(await queue.count()),
    )
  }
  if (!(await queue.takeLease(deps.owner, deps.now(), LEASE_MS))) return busyResult(await queue.count())
  try {
    return await sendAll(queue, deps, true)
  } finally {
    await queue.releaseLease(deps.owner)
  }
}

function busyResult(left: number): FlushResult {
  return { busy: true, sent: 0, refused: [], stopped: null, left }
}

/** The queued sale as it is posted: created = the saved date, flagged offline once a send has failed. */
function postedBody(entry: QueueEntry) {
  return {
    ...entry.sale,
    id: entry.id,
    created: entry.date,
    offline: (entry.attempts ?? 0) > 0 || entry.sale.offline === true,
  }
}

/** The next request's sales from the front of `entries`: at least one, then while under both bounds. */
function nextBatch(entries: QueueEntry[]): { entries: QueueEntry[]; bodies: string[] } {
  const batch: { entries: QueueEntry[]; bodies: string[] } = { entries: [], bodies: [] }
  let bytes = 0
  for (const entry of entries) {
    const body = JSON.stringify(postedBody(entry))
    if (batch.entries.length > 0 && bytes + body.length > BYTES_PER_REQUEST) break
    batch.entries.push(entry)
    batch.bodies.push(body)
    bytes += body.length
    if (batch.entries.length === SALES_PER_REQUEST) break
  }
  return batch
}

async function sendAll(queue: SaleQueue, deps: FlushDeps, leased = false): Promise<FlushResult> {
  const result: FlushResult = { busy: false, sent: 0, refused: [], stopped: null, left: 0 }
  const tried = new Set<string>()
  // The queue is read once per round, not once per sale (1,000 queued sales were 1,000 full reads and sorts);
  // sales queued while a round is sent are picked up by the next round.
  rounds: for (;;) {
    let round = (await queue.list()).filter((entry) => !tried.has(entry.id))
    if (round.length === 0) break
    while (round.length > 0) {
      const batch = nextBatch(round)
      round = round.slice(batch.entries.length)
      for (const entry of batch.entries) tried.add(entry.id)
      if (leased && !(await queue.takeLease(deps.owner, deps.now(), LEASE_MS))) {
        result.busy = true
        break rounds
      }
      const answered = await postBatch(batch.bodies, deps)
      const stored: string[] = []
      const refused: { id: string; error: string }[] = []
      answered.outcomes.forEach((outcome, i) => {
        const { id } = batch.entries[i]!
        if (outcome.kind === 'stored') stored.push(id)
        else refused.push({ id, error: outcome.error })
      })
      // The sales the answer says nothing of were tried all the same: counted, so they go flagged offline.
      const unanswered = batch.entries.slice(answered.outcomes.length).map(({ id }) => ({ id, error: null }))
      await queue.removeAll(stored)
      await queue.noteFailures([...refused, ...unanswered])
      result.sent += stored.length
      result.refused.push(...refused)
      if (answered.stopped) {
        result.stopped = answered.stopped
        break rounds
      }
    }
  }
  result.left = await queue.count()
  return result
}

/** What became of one sale: stored (the answer carried its id), or refused with the server's message. */
type SaleOutcome = { kind: 'stored' } | { kind: 'refused'; error: string }
/**
 * What became of a batch's sales, in order, as far as the answer tells: all of them, or the first few and why the
 * flush stops there (the server could not be reached, the register is signed out, or the server failed).
 */
type Answered = { outcomes: SaleOutcome[]; stopped?: 'offline' | 'signed-out' | 'server-error' }

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' }

/** POSTs JSON text to the server; undefined when it could not be reached. */
async function postJson(path: string, body: string, deps: FlushDeps): Promise<Response | undefined> {
  try {
    return await deps.fetch(new URL(path, deps.baseUrl).toString(), {
      method: 'POST',
      credentials: 'same-origin',
      headers: JSON_HEADERS,
      body,
    })
  } catch {
    return undefined
  }
}

/** A refusal's answer (4xx): its message, or the status when it has none. */
async function refusal(response: Response): Promise<SaleOutcome> {
  const answer = (await response.json().catch(() => null)) as { error?: unknown } | null
  return {
    kind: 'refused',
    error: typeof answer?.error === 'string' ? answer.error : `HTTP ${response.status}`,
  }
}

const refused = (response: Response) => response.status >= 400 && response.status < 500

async function postBatch(bodies: string[], deps: FlushDeps): Promise<Answered> {
  const response = await postJson('/api/proxy/sales/batch.json', `{"sales":[${bodies.join(',')}]}`, deps)
  if (!response) return { outcomes: [], stopped: 'offline' }
  if (response.status === 401) return { outcomes: [], stopped: 'signed-out' }
  // A server from before batches: the sales go one at a time.
  if (response.status === 404) return postEach(bodies, deps)
  // The batch as a whole was refused (none of it was stored): each sale keeps the server's message.
  if (refused(response)) {
    const outcome = await refusal(response)
    return { outcomes: bodies.map(() => outcome) }
  }
  // The answer as core declares it (SaleBatchAnswerSchema), one result a sale sent; anything else is a failure.
  const answer = response.ok
    ? parseWith(SaleBatchAnswerSchema, await response.json().catch(() => null))
    : null
  if (!answer?.ok || answer.value.results.length !== bodies.length)
    return { outcomes: [], stopped: 'server-error' }
  return {
    outcomes: answer.value.results.map((result) =>
      'id' in result ? { kind: 'stored' } : { kind: 'refused', error: result.error },
    ),
  }
}

/** The sales of a batch one at a time with `POST proxy/sale.json`, up to the first that stops the flush. */
async function postEach(bodies: string[], deps: FlushDeps): Promise<Answered> {
  const outcomes: SaleOutcome[] = []
  for (const body of bodies) {
    const response = await postJson('/api/proxy/sale.json', body, deps)
    if (!response) return { outcomes, stopped: 'offline' }
    if (response.status === 401) return { outcomes, stopped: 'signed-out' }
    if (refused(response)) {
      outcomes.push(await refusal(response))
      continue
    }
    const answer = (await response.json().catch(() => null)) as { id?: unknown } | null
    if (!response.ok || (typeof answer?.id !== 'number' && typeof answer?.id !== 'string')) {
      return { outcomes, stopped: 'server-error' }
    }
    outcomes.push({ kind: 'stored' })
  }
  return { outcomes }
}
