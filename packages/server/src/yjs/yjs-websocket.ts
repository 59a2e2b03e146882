import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { sql } from 'kysely'
import * as decoding from 'lib0/decoding'
import * as encoding from 'lib0/encoding'
import { type WebSocket, WebSocketServer } from 'ws'
import * as awarenessProtocol from 'y-protocols/awareness'
import * as syncProtocol from 'y-protocols/sync'
import * as Y from 'yjs'
import type { AppDeps } from '../app-env.ts'
import { closeSockets } from '../http/close-sockets.ts'
import { startHeartbeat } from '../http/socket-heartbeat.ts'
import { refuseUpgrade, upgradePrincipal } from '../http/upgrade-auth.ts'
import { appendUpdate, compactDocument, readUpdates } from './yjs-store.ts'

export const YJS_PATH = '/api/yjs/'
/** Message types of the y-websocket protocol. */
const MESSAGE_SYNC = 0
const MESSAGE_AWARENESS = 1
/** A document is compacted to one row after this many appended updates, and when its last client leaves. */
export const COMPACT_EVERY = 100
/** Stored updates are applied with this origin: they are not stored again. */
const FROM_DATABASE = Symbol('database')

/**
 * The documents a company may open, by name: `suspended_{store_id}` for a store of the signed-in company
 * (ARCHITECTURE "Sharing"). Answers whether the name is one of them.
 */
async function mayOpen(deps: AppDeps, companyId: number, doc: string): Promise<boolean> {
  const suspended = /^suspended_(\d{1,9})$/.exec(doc)
  if (!suspended) return false
  const result = await sql<{ id: number }>`
    SELECT id FROM stores WHERE id = ${Number(suspended[1])} AND company_id = ${companyId}`.execute(
    deps.database.db,
  )
  return result.rows.length === 1
}

type Room = {
  companyId: number
  name: string
  doc: Y.Doc
  awareness: awarenessProtocol.Awareness
  clients: Map<WebSocket, Set<number>>
  /** The highest row id applied from the database. */
  lastId: number
  /** Reads from the database, one after another. */
  reading: Promise<void>
  ready: Promise<void>
  /** Appends to the database, one after another. */
  writing: Promise<void>
  appended: number
}

/**
 * Yjs documents over WebSocket at /api/yjs/{doc} (y-websocket's protocol: y-protocols sync and awareness).
 * Authenticated like any request (session cookie or bearer); a document is scoped by the signed-in company
 * and one it may not open is refused with 403. Each update a client sends is appended to `yjs_updates`
 * and announced with the realtime channel (NOTIFY on PostgreSQL), so every instance serving that document
 * reads it and passes it to its own clients. A restart loses nothing: the rows are the document.
 */
export function attachYjs(server: Server, deps: AppDeps): { close(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 10 * 1024 * 1024 })
  const rooms = new Map<string, Room>()
  /** Compactions of documents whose last client left; the server waits for them when it closes. */
  const leaving = new Set<Promise<void>>()
  const principalOf = upgradePrincipal(deps)

  const keyOf = (companyId: number, name: string) => `${companyId}/${name}`

  function send(ws: WebSocket, message: Uint8Array) {
    if (ws.readyState === ws.OPEN) ws.send(message, (error) => error && ws.close())
  }

  /** Applies the rows after the last one applied (and `alsoId`, announced by an instance). */
  function refresh(room: Room, alsoId?: number): Promise<void> {
    room.reading = room.reading.then(async () => {
      const rows = await readUpdates(deps.database, room.companyId, room.name, room.lastId, alsoId)
      for (const row of rows) {
        Y.applyUpdate(room.doc, row.update, FROM_DATABASE)
        room.lastId = Math.max(room.lastId, row.id)
      }
    })
    room.reading = room.reading.catch((error: unknown) =>
      deps.logger.error({ err: error, doc: room.name }, 'yjs document read failed'),
    )
    return room.reading
  }

  function openRoom(companyId: number, name: string): Room {
    const key = keyOf(companyId, name)
    const found = rooms.get(key)
    if (found) return found
    const doc = new Y.Doc({ gc: true })
    const awareness = new awarenessProtocol.Awareness(doc)
    awareness.setLocalState(null)
    const room: Room = {
      companyId,
      name,
      doc,
      awareness,
      clients: new Map(),
      lastId: 0,
      reading: Promise.resolve(),
      ready: Promise.resolve(),
      writing: Promise.resolve(),
      appended: 0,
    }
    room.ready = refresh(room)
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      const encoder = encoding.createEncoder()
      encoding.writeVarUint(encoder, MESSAGE_SYNC)
      syncProtocol.writeUpdate(encoder, update)
      const message = encoding.toUint8Array(encoder)
      for (const ws of room.clients.keys()) send(ws, message)
      if (origin !== FROM_DATABASE) room.writing = room.writing.then(() => store(room, update))
    })
    awareness.on(
      'update',
      (
        { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
        origin: unknown,
      ) => {
        const changed = [...added, ...updated, ...removed]
        const ids = origin instanceof Object ? room.clients.get(origin as WebSocket) : undefined
        if (ids) {
          for (const id of added) ids.add(id)
          for (const id of removed) ids.delete(id)
        }
        const encoder = encoding.createEncoder()
        encoding.writeVarUint(encoder, MESSAGE_AWARENESS)
        encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(awareness, changed))
        const message = encoding.toUint8Array(encoder)
        for (const ws of room.clients.keys()) send(ws, message)
      },
    )
    rooms.set(key, room)
    return room
  }

  async function store(room: Room, update: Uint8Array) {
    try {
      const id = await appendUpdate(deps.database, room.companyId, room.name, update)
      await deps.realtime.publishDoc(room.companyId, `${room.name}#${id}`)
      room.appended += 1
      if (room.appended % COMPACT_EVERY === 0) await compact(room)
    } catch (error) {
      deps.logger.error({ err: error, doc: room.name }, 'yjs update not stored')
    }
  }

  async function compact(room: Room) {
    const done = await compactDocument(deps.database, room.companyId, room.name)
    if (done) await deps.realtime.publishDoc(room.companyId, `${room.name}#${done.id}`)
  }

  const unsubscribe = deps.realtime.subscribeDocs((change) => {
    const [name = '', id] = change.doc.split('#')
    const room = rooms.get(keyOf(change.company_id, name))
    if (room) void refresh(room, id ? Number(id) : undefined)
  })

  function join(ws: WebSocket, room: Room) {
    room.clients.set(ws, new Set())
    let queue = room.ready
    ws.binaryType = 'arraybuffer'
    ws.on('message', (data: ArrayBuffer) => {
      const message = new Uint8Array(data)
      queue = queue
        .then(() => onMessage(ws, room, message))
        .catch((error: unknown) => {
          deps.logger.warn({ err: error, doc: room.name }, 'yjs message refused')
          ws.close(1003, 'Bad message')
        })
    })
    const stopHeartbeat = startHeartbeat(ws)
    ws.on('close', () => {
      stopHeartbeat()
      const ids = room.clients.get(ws)
      room.clients.delete(ws)
      if (ids && ids.size > 0) awarenessProtocol.removeAwarenessStates(room.awareness, [...ids], null)
      if (room.clients.size === 0) {
        const left = leave(room).finally(() => leaving.delete(left))
        leaving.add(left)
      }
    })
    void queue.then(() => {
      const encoder = encoding.createEncoder()
      encoding.writeVarUint(encoder, MESSAGE_SYNC)
      syncProtocol.writeSyncStep1(encoder, room.doc)
      send(ws, encoding.toUint8Array(encoder))
      const states = [...room.awareness.getStates().keys()]
      if (states.length > 0) {
        const other = encoding.createEncoder()
        encoding.writeVarUint(other, MESSAGE_AWARENESS)
        encoding.writeVarUint8Array(other, awarenessProtocol.encodeAwarenessUpdate(room.awareness, states))
        send(ws, encoding.toUint8Array(other))
      }
    })
  }

  /** The last client left: the document is compacted and forgotten by this instance. */
  async function leave(room: Room) {
    await room.writing
    await room.reading
    if (room.clients.size > 0) return
    rooms.delete(keyOf(room.companyId, room.name))
    room.doc.destroy()
    try {
      await compact(room)
    } catch (error) {
      deps.logger.warn({ err: error, doc: room.name }, 'yjs compaction failed')
    }
  }

  async function onMessage(ws: WebSocket, room: Room, message: Uint8Array) {
    const decoder = decoding.createDecoder(message)
    const encoder = encoding.createEncoder()
    const type = decoding.readVarUint(decoder)
    if (type === MESSAGE_SYNC) {
      encoding.writeVarUint(encoder, MESSAGE_SYNC)
      syncProtocol.readSyncMessage(decoder, encoder, room.doc, ws)
      if (encoding.length(encoder) > 1) send(ws, encoding.toUint8Array(encoder))
    } else if (type === MESSAGE_AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(room.awareness, decoding.readVarUint8Array(decoder), ws)
    }
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const path = (request.url ?? '').split('?')[0] ?? ''
    if (!path.startsWith(YJS_PATH)) return
    const name = decodeURIComponent(path.slice(YJS_PATH.length))
    principalOf(request)
      .then(async (principal) => {
        if (!principal) return refuseUpgrade(socket, 401)
        if (!(await mayOpen(deps, principal.companyId, name))) return refuseUpgrade(socket, 403)
        const room = openRoom(principal.companyId, name)
        wss.handleUpgrade(request, socket, head, (ws) => join(ws, room))
      })
      .catch((error: unknown) => {
        deps.logger.error({ err: error }, 'yjs upgrade failed')
        refuseUpgrade(socket, 500)
      })
  }

  server.on('upgrade', onUpgrade)
  return {
    async close() {
      server.off('upgrade', onUpgrade)
      unsubscribe()
      await closeSockets(wss)
      // Pending writes finish before the database closes.
      await Promise.all([...rooms.values()].map((room) => room.writing.then(() => room.reading)))
      await Promise.all([...leaving])
    },
  }
}
