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
 * Sends the queue, oldest first, one sale at a time with `POST proxy/sale.json` (created = the saved date).
 * An entry is deleted only when the answer carries an id. One flush at a time per browser (a Web Lock, or a
 * lease in IndexedDB); the server's idempotency on the client id is the backstop, so a repeat after a lost
 * answer never makes two sales.
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

async function sendAll(queue: SaleQueue, deps: FlushDeps, leased = false): Promise<FlushResult> {
  const result: FlushResult = { busy: false, sent: 0, refused: [], stopped: null, left: 0 }
  const tried = new Set<string>()
  // The queue is read once per round, not once per sale (1,000 queued sales were 1,000 full reads and sorts);
  // sales queued while a round is sent are picked up by the next round.
  rounds: for (;;) {
    const round = (await queue.list()).filter((entry) => !tried.has(entry.id))
    if (round.length === 0) break
    for (const next of round) {
      tried.add(next.id)
      if (leased && !(await queue.takeLease(deps.owner, deps.now(), LEASE_MS))) {
        result.busy = true
        break rounds
      }
      const outcome = await post(next, deps)
      if (outcome.kind === 'stored') {
        await queue.remove(next.id)
        result.sent++
      } else if (outcome.kind === 'refused') {
        await queue.noteFailure(next.id, outcome.error)
        result.refused.push({ id: next.id, error: outcome.error })
      } else {
        await queue.noteFailure(next.id, null)
        result.stopped = outcome.kind
        break rounds
      }
    }
  }
  result.left = await queue.count()
  return result
}

type Outcome =
  | { kind: 'stored'; serverId: number | string }
  | { kind: 'refused'; error: string }
  | { kind: 'offline' | 'signed-out' | 'server-error' }

async function post(entry: QueueEntry, deps: FlushDeps): Promise<Outcome> {
  const body = {
    ...entry.sale,
    id: entry.id,
    created: entry.date,
    offline: (entry.attempts ?? 0) > 0 || entry.sale.offline === true,
  }
  let response: Response
  try {
    response = await deps.fetch(new URL('/api/proxy/sale.json', deps.baseUrl).toString(), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return { kind: 'offline' }
  }
  if (response.status === 401) return { kind: 'signed-out' }
  const answer = (await response.json().catch(() => null)) as { id?: unknown; error?: unknown } | null
  if (response.ok && (typeof answer?.id === 'number' || typeof answer?.id === 'string')) {
    return { kind: 'stored', serverId: answer.id }
  }
  if (response.status >= 400 && response.status < 500) {
    return {
      kind: 'refused',
      error: typeof answer?.error === 'string' ? answer.error : `HTTP ${response.status}`,
    }
  }
  return { kind: 'server-error' }
}
