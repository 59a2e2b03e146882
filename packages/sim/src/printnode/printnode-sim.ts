import { randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import {
  type Fault,
  faultOf,
  type RunningHttp,
  readJson,
  sendJson,
  sendJsonWith,
  serveHttp,
  takeFault,
} from '../http.ts'

/**
 * A simulated PrintNode REST API (partner-apis 4B, 4C): HTTP Basic with the API key as user name and a blank
 * password (`X-Account` on success, 401 otherwise), `GET /whoami`, `/computers`, `/printers`, `/printers/{set}`,
 * `POST /printjobs` (printerId, contentType of the four, content; bad base64 refused; the new id as a bare integer),
 * `GET /printjobs` and `/printjobs/{set}` whose state moves new -> done after `doneMs` (or stays new on an offline
 * printer), errors as `{uid, code, message}` with `uid` the `Request-Id`, 10 requests a second, faults.
 */
export type PrintNodeSimOptions = { port?: number; apiKey?: string; doneMs?: number; perSecond?: number }

export type PrintNodeJob = {
  id: number
  printerId: number
  title: string
  contentType: string
  source: string
  content: string
  state: string
  createTimestamp: string
  created: number
}
export type PrintNodeSim = RunningHttp & {
  jobs: PrintNodeJob[]
  /** Takes a printer offline (its jobs stay new) or back. */
  setOnline(printerId: number, online: boolean): void
}

const CONTENT_TYPES = ['pdf_uri', 'pdf_base64', 'raw_uri', 'raw_base64']
const COMPUTER = { id: 11, name: 'FRONT-COUNTER-PC', state: 'connected', hostname: 'front-counter' }

/** Ends a request handler that answered. */
const done = (_answered: unknown) => true

export async function startPrintNodeSim(options: PrintNodeSimOptions = {}): Promise<PrintNodeSim> {
  const apiKey = options.apiKey ?? 'printnode-sim-key'
  const doneMs = options.doneMs ?? 100
  const perSecond = options.perSecond ?? 10
  const printers = [
    {
      id: 71001,
      name: 'Star TSP143IV Receipt',
      description: 'Receipt printer',
      state: 'online',
      computer: COMPUTER,
    },
    {
      id: 71002,
      name: 'Zebra ZD421 Label',
      description: 'Label printer',
      state: 'online',
      computer: COMPUTER,
    },
  ]
  const offline = new Set<number>()
  const jobs: PrintNodeJob[] = []
  const faults: Fault[] = []
  const calls: number[] = []
  let nextJob = 473

  const fail = (response: ServerResponse, status: number, code: string, message: string, uid: string) =>
    sendJsonWith(response, status, { uid, code, message }, { 'request-id': uid })
  const stateOf = (job: PrintNodeJob) =>
    job.state === 'new' && !offline.has(job.printerId) && Date.now() - job.created >= doneMs
      ? 'done'
      : job.state
  const jobJson = (job: PrintNodeJob) => {
    job.state = stateOf(job)
    const { content: _c, created: _t, printerId, ...rest } = job
    return { ...rest, printer: printers.find((p) => p.id === printerId) }
  }
  const setOf = (text: string) =>
    text
      .split(',')
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0)

  const running = await serveHttp(options.port ?? 0, async (request, response, url) => {
    const path = url.pathname.replace(/\/$/, '')
    const uid = randomUUID()
    if (path === '/_sim/fault' && request.method === 'POST') {
      const fault = faultOf(await readJson(request))
      if (!fault) return done(sendJson(response, 400, { error: 'status 400-599 and count 1-100' }))
      faults.push(fault)
      return done(sendJson(response, 200, { faults }))
    }
    if (path === '/_sim/state' || path === '')
      return done(
        sendJson(response, 200, {
          jobs: jobs.map((job) => ({
            ...jobJson(job),
            text: Buffer.from(job.content, 'base64').toString('utf8').slice(0, 4000),
          })),
        }),
      )
    const expected = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`
    if (request.headers.authorization !== expected)
      return done(fail(response, 401, 'Unauthorized', 'API key not found', uid))
    const at = Date.now()
    while (calls.length > 0 && (calls[0] ?? 0) < at - 1000) calls.shift()
    if (calls.length >= perSecond)
      return done(fail(response, 429, 'TooManyRequests', 'Rate limit exceeded', uid))
    calls.push(at)
    const fault = takeFault(faults)
    if (fault) return done(fail(response, fault.status, 'ServerError', 'The server failed', uid))
    const send = (status: number, body: unknown) =>
      sendJsonWith(response, status, body, { 'x-account': '4711', 'request-id': uid })
    let match = null as RegExpExecArray | null
    const found = (re: RegExp) => {
      match = re.exec(path)
      return match
    }
    if (request.method === 'GET' && path === '/whoami')
      return done(
        send(200, {
          id: 4711,
          firstname: 'Sim',
          lastname: 'Shop',
          email: 'printing@example.com',
          state: 'active',
        }),
      )
    if (request.method === 'GET' && path === '/computers') return done(send(200, [COMPUTER]))
    if (request.method === 'GET' && path === '/printers')
      return done(
        send(
          200,
          printers.map((p) => ({ ...p, state: offline.has(p.id) ? 'offline' : 'online' })),
        ),
      )
    if (request.method === 'GET' && found(/^\/printers\/([\d,]+)$/)) {
      const wanted = setOf(match?.[1] ?? '')
      return done(
        send(
          200,
          printers.filter((p) => wanted.includes(p.id)),
        ),
      )
    }
    if (request.method === 'GET' && path === '/printjobs') return done(send(200, jobs.map(jobJson).reverse()))
    if (request.method === 'GET' && found(/^\/printjobs\/([\d,]+)$/)) {
      const wanted = setOf(match?.[1] ?? '')
      return done(send(200, jobs.filter((j) => wanted.includes(j.id)).map(jobJson)))
    }
    if (request.method === 'POST' && path === '/printjobs') {
      const body = (await readJson(request)) as Record<string, unknown>
      const printerId = Number(body.printerId)
      if (!printers.some((p) => p.id === printerId))
        return done(
          fail(
            response,
            400,
            'BadRequest',
            'printerId is required and must be a printer of this account',
            uid,
          ),
        )
      if (!CONTENT_TYPES.includes(String(body.contentType)))
        return done(
          fail(response, 400, 'BadRequest', `contentType must be one of ${CONTENT_TYPES.join(', ')}`, uid),
        )
      const content = String(body.content ?? '')
      if (content === '') return done(fail(response, 400, 'BadRequest', 'content is required', uid))
      if (String(body.contentType).endsWith('base64') && !/^[A-Za-z0-9+/]+={0,2}$/.test(content))
        return done(fail(response, 400, 'BadRequest', 'content is not valid base64', uid))
      const job: PrintNodeJob = {
        id: nextJob++,
        printerId,
        title: String(body.title ?? 'Print job'),
        contentType: String(body.contentType),
        source: String(body.source ?? ''),
        content: String(body.contentType).endsWith('base64')
          ? content
          : Buffer.from(content).toString('base64'),
        state: 'new',
        createTimestamp: new Date().toISOString(),
        created: Date.now(),
      }
      jobs.push(job)
      return done(send(201, job.id))
    }
    return done(fail(response, 404, 'NotFound', 'Not found', uid))
  })
  return {
    ...running,
    jobs,
    setOnline(printerId, online) {
      if (online) offline.delete(printerId)
      else offline.add(printerId)
    },
  }
}
