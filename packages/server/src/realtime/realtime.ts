import { EventEmitter } from 'node:events'
import { isRealtimeKind, type RealtimeKind, type RealtimeUpdate, updateTopic } from '@pos/core'
import pg from 'pg'
import type { Logger } from 'pino'

/**
 * The realtime fan-out (spec 7, ARCHITECTURE "Scale-out"): routes call `publishUpdate(companyId, kind)` after
 * a committed change; every server instance hands it to its WebSocket clients of that company. On PostgreSQL
 * the instances reach each other through NOTIFY/LISTEN on one channel; on PGlite (one process) the event
 * fans out in process.
 */
export type Realtime = {
  publishUpdate(companyId: number, kind: RealtimeKind): Promise<void>
  /** Calls `listener` for every update of any company; returns the unsubscribe. */
  subscribe(listener: (update: RealtimeUpdate) => void): () => void
  /** A Yjs document of a company has new stored updates (src/yjs): every instance rereads them. */
  publishDoc(companyId: number, doc: string): Promise<void>
  subscribeDocs(listener: (change: DocChange) => void): () => void
  /**
   * A message of a card terminal transaction (src/integrations): every instance hears it, the one holding that
   * session's register socket forwards it. False when it could not be sent (the caller delivers it itself).
   * The payload must fit a NOTIFY (TERMINAL_MESSAGE_LIMIT bytes as JSON).
   */
  publishTerminal(message: TerminalMessage): Promise<boolean>
  subscribeTerminal(listener: (message: TerminalMessage) => void): () => void
  close(): Promise<void>
}

export type DocChange = { company_id: number; doc: string }

/** A terminal transaction's message on the channel: its session and an opaque body (the bridge's). */
export type TerminalMessage = { terminal: string; body: unknown }

/** NOTIFY refuses payloads of 8000 bytes or more: a terminal message's JSON stays below this. */
export const TERMINAL_MESSAGE_LIMIT = 7_900

export type RealtimeOptions = {
  /** A PostgreSQL server: LISTEN/NOTIFY across instances. Without it, in-process fan-out. */
  databaseUrl?: string | undefined
  /** PostgreSQL schema in use (tests): instances only hear instances on the same schema. */
  schema?: string | undefined
  logger?: Logger | undefined
}

const CHANNEL = 'pos_updates'
/** NOTIFY payloads are limited to 8000 bytes; ours are tiny. */
function channelName(schema: string | undefined): string {
  return schema ? `${CHANNEL}_${schema.replace(/\W/g, '_')}`.slice(0, 63) : CHANNEL
}

function updateOf(companyId: number, kind: RealtimeKind): RealtimeUpdate {
  return { topic: updateTopic(companyId, kind), company_id: companyId, kind, at: new Date().toISOString() }
}

function parseDocChange(text: string | undefined): DocChange | undefined {
  try {
    const value = JSON.parse(text ?? '') as Partial<DocChange>
    if (typeof value.company_id !== 'number' || typeof value.doc !== 'string') return undefined
    return { company_id: value.company_id, doc: value.doc }
  } catch {
    return undefined
  }
}

function parseTerminal(text: string | undefined): TerminalMessage | undefined {
  try {
    const value = JSON.parse(text ?? '') as Partial<TerminalMessage>
    if (typeof value.terminal !== 'string' || value.body === undefined) return undefined
    return { terminal: value.terminal, body: value.body }
  } catch {
    return undefined
  }
}

function parseUpdate(text: string | undefined): RealtimeUpdate | undefined {
  try {
    const value = JSON.parse(text ?? '') as Partial<RealtimeUpdate>
    if (
      typeof value.company_id !== 'number' ||
      typeof value.kind !== 'string' ||
      !isRealtimeKind(value.kind)
    ) {
      return undefined
    }
    return updateOf(value.company_id, value.kind)
  } catch {
    return undefined
  }
}

/** The realtime hub of one server instance. */
export async function createRealtime(options: RealtimeOptions = {}): Promise<Realtime> {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  const emit = (update: RealtimeUpdate) => emitter.emit('update', update)
  const subscribe = (listener: (update: RealtimeUpdate) => void) => {
    emitter.on('update', listener)
    return () => {
      emitter.off('update', listener)
    }
  }
  const emitDoc = (change: DocChange) => emitter.emit('doc', change)
  const subscribeDocs = (listener: (change: DocChange) => void) => {
    emitter.on('doc', listener)
    return () => {
      emitter.off('doc', listener)
    }
  }
  const emitTerminal = (message: TerminalMessage) => emitter.emit('terminal', message)
  const subscribeTerminal = (listener: (message: TerminalMessage) => void) => {
    emitter.on('terminal', listener)
    return () => {
      emitter.off('terminal', listener)
    }
  }
  if (!options.databaseUrl) {
    return {
      async publishUpdate(companyId, kind) {
        const update = updateOf(companyId, kind)
        queueMicrotask(() => emit(update))
      },
      subscribe,
      async publishDoc(companyId, doc) {
        queueMicrotask(() => emitDoc({ company_id: companyId, doc }))
      },
      subscribeDocs,
      async publishTerminal(message) {
        queueMicrotask(() => emitTerminal(message))
        return true
      },
      subscribeTerminal,
      async close() {
        emitter.removeAllListeners()
      },
    }
  }

  const channel = channelName(options.schema)
  const { databaseUrl, logger } = options
  let closed = false
  let listener: pg.Client | undefined
  let reconnect: NodeJS.Timeout | undefined
  // The listening connection; reconnects after a drop so that a database restart does not silence the channel.
  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl })
    client.on('notification', (message) => {
      if (message.channel !== channel) return
      const terminal = parseTerminal(message.payload)
      if (terminal) return emitTerminal(terminal)
      const change = parseDocChange(message.payload)
      if (change) return emitDoc(change)
      const update = parseUpdate(message.payload)
      if (update) emit(update)
    })
    client.on('error', (error) => {
      logger?.warn({ err: error }, 'realtime listener lost its connection')
      if (closed || listener !== client) return
      listener = undefined
      client.end().catch(() => {})
      reconnectSoon()
    })
    await client.connect()
    await client.query(`LISTEN ${channel}`)
    listener = client
  }
  // Tries again every second until the database answers: a restart may take longer than one try.
  function reconnectSoon() {
    if (closed) return
    reconnect = setTimeout(() => {
      connect().catch((error: unknown) => {
        logger?.warn({ err: error }, 'realtime listener cannot reconnect yet')
        reconnectSoon()
      })
    }, 1000)
  }
  await connect()
  // NOTIFY goes through a small pool of its own: publishing never waits for a request's connection.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  pool.on('error', (error) => logger?.warn({ err: error }, 'realtime publishing connection lost'))
  return {
    async publishUpdate(companyId, kind) {
      const payload = JSON.stringify({ company_id: companyId, kind })
      try {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload])
      } catch (error) {
        logger?.error({ err: error, companyId, kind }, 'realtime publish failed')
      }
    },
    subscribe,
    async publishDoc(companyId, doc) {
      try {
        await pool.query('SELECT pg_notify($1, $2)', [
          channel,
          JSON.stringify({ company_id: companyId, doc }),
        ])
      } catch (error) {
        logger?.error({ err: error, companyId, doc }, 'realtime doc publish failed')
      }
    },
    subscribeDocs,
    async publishTerminal(message) {
      const payload = JSON.stringify(message)
      if (Buffer.byteLength(payload) > TERMINAL_MESSAGE_LIMIT) return false
      try {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload])
        return true
      } catch (error) {
        logger?.error({ err: error, session: message.terminal }, 'realtime terminal publish failed')
        return false
      }
    },
    subscribeTerminal,
    async close() {
      closed = true
      if (reconnect) clearTimeout(reconnect)
      emitter.removeAllListeners()
      await listener?.end().catch(() => {})
      await pool.end().catch(() => {})
    },
  }
}
