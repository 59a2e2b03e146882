import { nextReceiptNumber, ProcessingSaleSchema, parseReceiptNumber, parseWith } from '@pos/core'
import type { WorkerDeps, WorkerError } from '../types.ts'
import { type FlushResult, flushQueue, type LocksLike } from './flush.ts'
import { type QueueEntry, SaleQueue } from './sale-queue.ts'

type Row = Record<string, unknown>

/** A queued sale as the screen lists it. */
export type PendingSale = {
  id: string
  date: string
  receipt_number: string
  attempts: number
  /** The server's message when it refused the sale (400); null while it only waits. */
  error: string | null
  /** The sale as queued (for review and export). */
  sale: Row
}

export type EnqueueResult = { ok: true; queued: number } | { ok: false; error: WorkerError }

/**
 * The register's selling commands (issue 6 part B): the durable offline queue and its flush, receipt
 * numbers made on the register, and the sale being built (saved on every change, restored after a reload).
 */
export type SalesCommands = {
  /** Queues a completed sale durably and clears the register's current sale in the same transaction. */
  enqueue(entry: QueueEntry, currentKey?: string): Promise<EnqueueResult>
  pending(): Promise<{ count: number; sales: PendingSale[] }>
  flush(): Promise<FlushResult>
  /** The next receipt number of a register; `serverLast` is the last number the server holds for it. */
  nextReceiptNumber(registerId: string, prefix: string, serverLast?: string | null): Promise<string>
  saveCurrent(key: string, sale: Row | null): Promise<void>
  current(key: string): Promise<Row | null>
}

export type SalesOptions = { locks?: LocksLike | null; owner?: string }

/** The queue database's name, beside the company's local database (never dropped with the caches). */
export function queueDatabaseName(companyId: string): string {
  return `pos-local-${companyId}-sale-queue`
}

export function createSalesCommands(
  deps: WorkerDeps,
  companyOf: () => Promise<string>,
  options: SalesOptions = {},
): SalesCommands {
  const opened = new Map<string, Promise<SaleQueue>>()
  const owner = options.owner ?? globalThis.crypto.randomUUID()
  const locks =
    options.locks !== undefined
      ? options.locks
      : ((globalThis as { navigator?: { locks?: LocksLike } }).navigator?.locks ?? null)

  // One flush at a time in this tab too (the lock or lease keeps other tabs out).
  let flushing = false

  async function queue(): Promise<{ queue: SaleQueue; companyId: string }> {
    const companyId = await companyOf()
    let open = opened.get(companyId)
    if (!open) {
      open = SaleQueue.open(deps.indexedDB, queueDatabaseName(companyId))
      opened.set(companyId, open)
      open.catch(() => opened.delete(companyId))
    }
    return { queue: await open, companyId }
  }

  return {
    async enqueue(entry, currentKey) {
      const parsed = parseWith(ProcessingSaleSchema, entry)
      if (!parsed.ok) return { ok: false, error: { type: 'invalid-input', message: parsed.error.message } }
      const { queue: q } = await queue()
      await q.add({ id: entry.id, date: entry.date, sale: entry.sale }, currentKey)
      return { ok: true, queued: await q.count() }
    },
    async pending() {
      const { queue: q } = await queue()
      const entries = await q.list()
      return {
        count: entries.length,
        sales: entries.map((entry) => ({
          id: entry.id,
          date: entry.date,
          receipt_number: String(entry.sale.receipt_number ?? ''),
          attempts: entry.attempts ?? 0,
          error: entry.error ?? null,
          sale: entry.sale,
        })),
      }
    },
    async flush() {
      const { queue: q, companyId } = await queue()
      if (flushing) return { busy: true, sent: 0, refused: [], stopped: null, left: await q.count() }
      flushing = true
      try {
        return await flushQueue(q, `pos-sale-queue-${companyId}`, {
          baseUrl: deps.baseUrl,
          fetch: deps.fetch,
          now: deps.now,
          locks,
          owner,
        })
      } finally {
        flushing = false
      }
    },
    async nextReceiptNumber(registerId, prefix, serverLast) {
      const { queue: q } = await queue()
      const last = serverLast ? parseReceiptNumber(serverLast) : null
      const counter = await q.nextCounter(String(registerId), last?.prefix === prefix ? last.counter : 0)
      return nextReceiptNumber(prefix, counter)
    },
    async saveCurrent(key, sale) {
      await (await queue()).queue.putCurrent(key, sale)
    },
    async current(key) {
      return (await queue()).queue.current(key)
    },
  }
}
