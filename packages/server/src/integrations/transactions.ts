import { randomUUID } from 'node:crypto'
import type {
  BridgeDisplay,
  BridgeServerFrame,
  TerminalProvider,
  TerminalReceipt,
  TerminalResult,
  TerminalState,
  TerminalTransactionRecord,
} from '@pos/core'
import { sql } from 'kysely'
import { randomSecret } from '../auth/secrets.ts'
import type { DatabaseHandle } from '../db/open-database.ts'
import { type Realtime, TERMINAL_MESSAGE_LIMIT, type TerminalMessage } from '../realtime/realtime.ts'

export type NewTransaction = {
  companyId: number
  userId: number | null
  provider: TerminalProvider
  registerId: string
  receiptNumber: string
  amount: number
  currency: string
  terminalId: string | null
}

export type TransactionRow = TerminalTransactionRecord & {
  company_id: number
  service_id: string | null
  notify_secret: string
}

/** A frame a transaction's listeners hear; `index` is a display's or receipt's place in the row. */
export type LiveFrame = Extract<BridgeServerFrame, { type: 'display' | 'receipt' | 'transaction' }>
type Listener = (frame: LiveFrame, index: number) => void

/** What a live frame's channel message carries: the frame, or (too big for a NOTIFY) where to read it. */
type Carried = { index: number } & ({ frame: LiveFrame } | { ref: LiveFrame['type'] })

/** How the instances hear each other's transaction frames (the realtime channel: NOTIFY on PostgreSQL). */
export type TerminalChannel = Pick<Realtime, 'publishTerminal' | 'subscribeTerminal'>

/**
 * Terminal transactions: each bridge session is a row (state, displays, receipts, result) written before
 * the provider is called, so a register that lost its socket reads the outcome with GET …/transaction/{session}.
 * Live frames (display, receipt, transaction) go out on the realtime channel keyed by session, whichever
 * instance received the provider's notification, and each instance hands them to its own listeners: the
 * register's socket gets each frame once, in the order the rows were written, on whichever instance it is.
 * Without a channel (fixtures) they stay in this process. A row is created once per register and receipt
 * number while live or approved (the partial unique index): a repeat gets the existing session and no new charge.
 */
export function createTransactionStore(database: DatabaseHandle, channel?: TerminalChannel) {
  const { db } = database
  const listeners = new Map<string, Set<Listener>>()

  function deliver(session: string, frame: LiveFrame, index: number) {
    for (const listener of listeners.get(session) ?? []) listener(frame, index)
  }

  /** Publishes after the row is written; only if the channel is down does this instance deliver it itself. */
  async function emit(session: string, frame: LiveFrame, index = 0) {
    if (!channel) return deliver(session, frame, index)
    const inline: Carried = { index, frame }
    const fits = Buffer.byteLength(JSON.stringify(inline)) + session.length + 32 <= TERMINAL_MESSAGE_LIMIT
    const body: Carried = fits ? inline : { index, ref: frame.type }
    if (!(await channel.publishTerminal({ terminal: session, body }))) deliver(session, frame, index)
  }

  /** The frame a channel message names: carried in it, or read back from the row. */
  async function frameOf(session: string, body: Carried): Promise<LiveFrame | undefined> {
    if ('frame' in body) return body.frame
    const row = await base().where('session_id', '=', session).executeTakeFirst()
    if (!row) return undefined
    const record = toRecord(row)
    if (body.ref === 'transaction')
      return record.result ? { type: 'transaction', session, result: record.result } : undefined
    if (body.ref === 'receipt') {
      const receipt = record.receipts[body.index]
      return receipt ? { type: 'receipt', session, receipt } : undefined
    }
    const display = record.displays[body.index]
    return display ? { type: 'display', session, ...display } : undefined
  }

  // Messages are handed on one after another, so a frame read back from its row keeps its place.
  let handing = Promise.resolve()
  channel?.subscribeTerminal((message: TerminalMessage) => {
    if (!listeners.has(message.terminal)) return
    const body = message.body as Carried
    handing = handing
      .then(() => frameOf(message.terminal, body))
      .then((frame) => {
        if (frame) deliver(message.terminal, frame, body.index)
      })
      .catch(() => undefined)
  })

  function toRecord(row: {
    session_id: string
    company_id: number
    provider: string
    register_id: string
    receipt_number: string
    amount: string | number | bigint
    currency: string
    terminal_id: string | null
    service_id: string | null
    notify_secret: string
    state: string
    displays: unknown[]
    receipts: unknown[]
    result: Record<string, unknown> | null
    created: Date
    updated: Date
  }): TransactionRow {
    return {
      session: row.session_id,
      company_id: row.company_id,
      provider: row.provider as TerminalProvider,
      state: row.state as TerminalState,
      register_id: row.register_id,
      receipt_number: row.receipt_number,
      amount: Number(row.amount),
      currency_code: row.currency,
      terminal_id: row.terminal_id,
      service_id: row.service_id,
      notify_secret: row.notify_secret,
      displays: row.displays as BridgeDisplay[],
      receipts: row.receipts as TerminalReceipt[],
      result: row.result as TerminalResult | null,
      created: row.created.toISOString(),
      updated: row.updated.toISOString(),
    }
  }

  const base = () => db.selectFrom('terminal_transactions').selectAll()

  /** The transaction still live, or approved, for the same provider, register and receipt. */
  const sameReceipt = (input: NewTransaction) =>
    base()
      .where('company_id', '=', input.companyId)
      .where('provider', '=', input.provider)
      .where('register_id', '=', input.registerId)
      .where('receipt_number', '=', input.receiptNumber)
      .where('state', 'in', ['requested', 'waiting', 'approved'])

  return {
    /** Creates the row, or finds the live/approved one for the same register and receipt (`existing`). */
    async open(input: NewTransaction): Promise<{ row: TransactionRow; existing: boolean }> {
      const found = await sameReceipt(input).executeTakeFirst()
      if (found) return { row: toRecord(found), existing: true }
      const serviceId = randomUUID().replace(/-/g, '').slice(0, 10)
      const inserted = await db
        .insertInto('terminal_transactions')
        .values({
          session_id: randomUUID(),
          company_id: input.companyId,
          provider: input.provider,
          user_id: input.userId,
          register_id: input.registerId,
          receipt_number: input.receiptNumber,
          amount: input.amount,
          currency: input.currency,
          terminal_id: input.terminalId,
          service_id: serviceId,
          notify_secret: randomSecret(24),
          state: 'requested',
          displays: '[]',
          receipts: '[]',
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst()
      if (inserted) return { row: toRecord(inserted), existing: false }
      // Another request for the same receipt won the race: answer with its session.
      const winner = await sameReceipt(input).executeTakeFirstOrThrow()
      return { row: toRecord(winner), existing: true }
    },

    async get(
      companyId: number,
      provider: TerminalProvider,
      session: string,
    ): Promise<TransactionRow | undefined> {
      const row = await base()
        .where('company_id', '=', companyId)
        .where('provider', '=', provider)
        .where('session_id', '=', session)
        .executeTakeFirst()
      return row ? toRecord(row) : undefined
    },

    /** The company's latest transactions with one provider, newest first. */
    async recent(companyId: number, provider: TerminalProvider, limit = 50): Promise<TransactionRow[]> {
      const rows = await base()
        .where('company_id', '=', companyId)
        .where('provider', '=', provider)
        .orderBy('created', 'desc')
        .limit(limit)
        .execute()
      return rows.map(toRecord)
    },

    /** Any company: for provider webhooks that name the session (their own secret is checked by the caller). */
    async bySession(session: string): Promise<TransactionRow | undefined> {
      const row = await base().where('session_id', '=', session).executeTakeFirst()
      return row ? toRecord(row) : undefined
    },

    /** The company's live transaction on an Adyen terminal (one at a time per terminal). */
    async liveOnTerminal(companyId: number, terminalId: string): Promise<TransactionRow | undefined> {
      const row = await base()
        .where('company_id', '=', companyId)
        .where('provider', '=', 'adyen')
        .where('terminal_id', '=', terminalId)
        .where('state', 'in', ['requested', 'waiting'])
        .orderBy('created', 'desc')
        .executeTakeFirst()
      return row ? toRecord(row) : undefined
    },

    async setState(session: string, state: TerminalState): Promise<void> {
      await db
        .updateTable('terminal_transactions')
        .set({ state, updated: sql`now()` })
        .where('session_id', '=', session)
        .where('state', 'in', ['requested', 'waiting'])
        .execute()
    },

    async addDisplay(session: string, display: BridgeDisplay): Promise<void> {
      const added = await db
        .updateTable('terminal_transactions')
        .set({ displays: sql`displays || ${JSON.stringify([display])}::jsonb`, updated: sql`now()` })
        .where('session_id', '=', session)
        .returning(sql<number>`jsonb_array_length(displays)`.as('count'))
        .executeTakeFirst()
      if (added) await emit(session, { type: 'display', session, ...display }, Number(added.count) - 1)
    },

    async addReceipt(session: string, receipt: TerminalReceipt): Promise<void> {
      const added = await db
        .updateTable('terminal_transactions')
        .set({ receipts: sql`receipts || ${JSON.stringify([receipt])}::jsonb`, updated: sql`now()` })
        .where('session_id', '=', session)
        .returning(sql<number>`jsonb_array_length(receipts)`.as('count'))
        .executeTakeFirst()
      if (added) await emit(session, { type: 'receipt', session, receipt }, Number(added.count) - 1)
    },

    /** Ends the transaction once; a later end (a late webhook after recovery) changes nothing. */
    async finish(session: string, result: TerminalResult): Promise<boolean> {
      const updated = await db
        .updateTable('terminal_transactions')
        .set({ state: result.state, result: JSON.stringify(result), updated: sql`now()` })
        .where('session_id', '=', session)
        .where('state', 'in', ['requested', 'waiting'])
        .returning('session_id')
        .executeTakeFirst()
      if (!updated) return false
      await emit(session, { type: 'transaction', session, result })
      return true
    },

    listen(session: string, listener: Listener): () => void {
      let set = listeners.get(session)
      if (!set) {
        set = new Set()
        listeners.set(session, set)
      }
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(session)
      }
    },
  }
}

export type TransactionStore = ReturnType<typeof createTransactionStore>

const stores = new WeakMap<DatabaseHandle, WeakMap<TerminalChannel, TransactionStore>>()

/**
 * One store per database and realtime channel in this process (one server instance), shared by the HTTP
 * routes (provider webhooks) and the WebSocket bridges.
 */
export function transactionStoreFor(database: DatabaseHandle, channel: TerminalChannel): TransactionStore {
  let byChannel = stores.get(database)
  if (!byChannel) {
    byChannel = new WeakMap()
    stores.set(database, byChannel)
  }
  let store = byChannel.get(channel)
  if (!store) {
    store = createTransactionStore(database, channel)
    byChannel.set(channel, store)
  }
  return store
}
