import { mkdirSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { escapeHtml, type RunningHttp, readJson, readText, sendJson, sendText, serveHttp } from '../http.ts'
import { parseEposPrint } from './epos-xml.ts'
import { PAPER_DOTS, renderJob, renderPng } from './render.ts'

/** ASB status bits (device-protocols 3.4). */
export const ASB = {
  NO_RESPONSE: 0x1,
  PRINT_SUCCESS: 0x2,
  DRAWER_KICK: 0x4,
  OFF_LINE: 0x8,
  COVER_OPEN: 0x20,
  AUTOCUTTER_ERR: 0x800,
  RECEIPT_NEAR_END: 0x20000,
  RECEIPT_END: 0x80000,
} as const

/** How the simulated printer answers the next jobs (device-protocols 3.4, "Simulator mapping"). */
export const EPSON_MODES = ['ok', 'cover_open', 'paper_out', 'low_paper', 'cutter_jam', 'offline'] as const
export type EpsonMode = (typeof EPSON_MODES)[number]

const ANSWERS: Record<EpsonMode, { success: boolean; code: string; status: number }> = {
  ok: { success: true, code: '', status: ASB.PRINT_SUCCESS },
  low_paper: { success: true, code: '', status: ASB.PRINT_SUCCESS | ASB.RECEIPT_NEAR_END },
  cover_open: { success: false, code: 'EPTR_COVER_OPEN', status: ASB.COVER_OPEN | ASB.OFF_LINE },
  paper_out: { success: false, code: 'EPTR_REC_EMPTY', status: ASB.RECEIPT_END | ASB.OFF_LINE },
  cutter_jam: { success: false, code: 'EPTR_AUTOMATICAL', status: ASB.AUTOCUTTER_ERR | ASB.OFF_LINE },
  offline: { success: false, code: 'EX_TIMEOUT', status: ASB.NO_RESPONSE },
}

export type EpsonJob = {
  id: number
  created: string
  devid: string
  timeout: number
  printjobid: string | null
  text: string[]
  pulses: string[]
  xml: string
  png: Buffer
  /** Where the PNG was written, when the simulator keeps jobs on disk. */
  pngPath: string | null
}

export type EpsonSimOptions = {
  port?: number
  /** The printer's device id (its web config's; a wrong one gets DeviceNotFound). */
  devid?: string
  /** Print width in dots: 576 (203 dpi, 48 columns) or 512 (TM-T88V/VI, 42 columns). */
  dots?: number
  /** Keep every job here as NNN.txt, NNN.png and NNN.xml. */
  outDir?: string
}

export type EpsonSim = RunningHttp & {
  jobs: EpsonJob[]
  setMode(mode: EpsonMode): void
  /** Resolves with the first job (from now or earlier) that satisfies `test`. */
  waitForJob(test: (job: EpsonJob) => boolean, timeoutMs?: number): Promise<EpsonJob>
}

function responseXml(
  answer: { success: boolean; code: string; status: number },
  printjobid: string | null,
): string {
  const job = printjobid ? `<printjobid>${escapeHtml(printjobid)}</printjobid>` : ''
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>' +
    `<response xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print" success="${answer.success}" code="${answer.code}" status="${answer.status}" battery="0">${job}</response>` +
    '</s:Body></s:Envelope>'
  )
}

function cors(response: ServerResponse): void {
  // A real TM printer answers browsers from any page (Epson's JS SDK posts cross-origin).
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS')
  response.setHeader('access-control-allow-headers', 'content-type, soapaction, if-modified-since')
  response.setHeader('access-control-allow-private-network', 'true')
}

/**
 * A simulated Epson TM printer: `POST /cgi-bin/epos/service.cgi?devid=…&timeout=…` takes ePOS-Print XML and
 * answers as a printer does; every printed job is kept as text and PNG. See `GET /` (the job log page),
 * `GET /_sim/jobs`, `GET /_sim/jobs/{id}.png|.txt|.xml`, `PUT /_sim/mode {mode}`, `DELETE /_sim/jobs`.
 */
export async function startEpsonSim(options: EpsonSimOptions = {}): Promise<EpsonSim> {
  const devid = options.devid ?? 'local_printer'
  const dots = options.dots ?? PAPER_DOTS
  const jobs: EpsonJob[] = []
  const waiters = new Set<() => void>()
  let mode: EpsonMode = 'ok'
  if (options.outDir) mkdirSync(options.outDir, { recursive: true })

  async function service(request: IncomingMessage, response: ServerResponse, url: URL) {
    const xml = await readText(request)
    const parsed = parseEposPrint(xml)
    const headerDevid = /<devid>([^<]*)<\/devid>/.exec(xml)?.[1]
    const askedDevid = url.searchParams.get('devid') ?? headerDevid ?? ''
    const timeout = Number(
      url.searchParams.get('timeout') ?? /<timeout>(\d+)<\/timeout>/.exec(xml)?.[1] ?? 60000,
    )
    const reply = (answer: { success: boolean; code: string; status: number }, jobId: string | null) =>
      sendText(response, 200, responseXml(answer, jobId), 'text/xml; charset=utf-8')
    if (askedDevid !== devid) return reply({ success: false, code: 'DeviceNotFound', status: 0 }, null)
    if (!parsed.ok) return reply({ success: false, code: 'SchemaError', status: 0 }, null)
    // Epson's SDK probes the service with an empty <epos-print/>: success, nothing printed.
    if (parsed.empty) return reply(ANSWERS.ok, parsed.printjobid)
    const answer = ANSWERS[mode]
    if (!answer.success) return reply(answer, parsed.printjobid)
    const rendered = renderJob(parsed.ops, dots)
    const id = jobs.length + 1
    const png = renderPng(rendered, dots)
    let pngPath: string | null = null
    if (options.outDir) {
      const base = join(options.outDir, String(id).padStart(3, '0'))
      writeFileSync(`${base}.txt`, `${rendered.text.join('\n')}\n`)
      writeFileSync(`${base}.xml`, xml)
      writeFileSync(`${base}.png`, png)
      pngPath = `${base}.png`
    }
    jobs.push({
      id,
      created: new Date().toISOString(),
      devid: askedDevid,
      timeout,
      printjobid: parsed.printjobid,
      text: rendered.text,
      pulses: rendered.pulses,
      xml,
      png,
      pngPath,
    })
    for (const wake of waiters) wake()
    const drawer = rendered.pulses.length > 0 ? ASB.DRAWER_KICK : 0
    return reply({ ...answer, status: answer.status | drawer }, parsed.printjobid)
  }

  function page(): string {
    const items = jobs
      .slice()
      .reverse()
      .map(
        (job) =>
          `<section><h2>Job ${job.id} <small>${job.created} ${escapeHtml(job.printjobid ?? '')}</small></h2>` +
          `<div style="display:flex;gap:24px;align-items:flex-start"><pre>${escapeHtml(job.text.join('\n'))}</pre>` +
          `<img alt="job ${job.id}" src="/_sim/jobs/${job.id}.png" style="border:1px solid #ccc;max-width:320px"></div></section>`,
      )
      .join('')
    return `<!doctype html><meta charset="utf-8"><title>Epson printer simulator</title><h1>Epson printer simulator</h1><p>Mode: <b>${mode}</b> · device id <code>${escapeHtml(devid)}</code> · ${jobs.length} job(s)</p>${items || '<p>Nothing printed yet.</p>'}`
  }

  const http = await serveHttp(options.port ?? 0, async (request, response, url) => {
    cors(response)
    const path = url.pathname
    if (request.method === 'OPTIONS') {
      response.writeHead(204)
      response.end()
      return true
    }
    if (path === '/cgi-bin/epos/service.cgi' && request.method === 'POST') {
      await service(request, response, url)
      return true
    }
    if (path === '/' && request.method === 'GET') {
      sendText(response, 200, page(), 'text/html; charset=utf-8')
      return true
    }
    if (path === '/_sim/jobs' && request.method === 'GET') {
      sendJson(
        response,
        200,
        jobs.map(({ xml: _xml, png: _png, ...job }) => ({ ...job, png_url: `/_sim/jobs/${job.id}.png` })),
      )
      return true
    }
    if (path === '/_sim/jobs' && request.method === 'DELETE') {
      jobs.length = 0
      sendJson(response, 200, { ok: true })
      return true
    }
    if (path === '/_sim/mode' && request.method === 'PUT') {
      const body = (await readJson(request)) as { mode?: string }
      if (!EPSON_MODES.includes(body.mode as EpsonMode)) {
        sendJson(response, 400, { error: `mode is one of ${EPSON_MODES.join(', ')}` })
        return true
      }
      mode = body.mode as EpsonMode
      sendJson(response, 200, { mode })
      return true
    }
    const file = /^\/_sim\/jobs\/(\d+)\.(png|txt|xml)$/.exec(path)
    if (file && request.method === 'GET') {
      const job = jobs.find((j) => j.id === Number(file[1]))
      if (!job) return false
      if (file[2] === 'png') sendText(response, 200, job.png, 'image/png')
      else if (file[2] === 'txt') sendText(response, 200, `${job.text.join('\n')}\n`)
      else sendText(response, 200, job.xml, 'text/xml; charset=utf-8')
      return true
    }
    return false
  })

  return {
    ...http,
    jobs,
    setMode(next) {
      mode = next
    },
    waitForJob(test, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const job = jobs.find(test)
          if (!job) return false
          waiters.delete(check)
          clearTimeout(timer)
          resolve(job)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error('no matching print job'))
        }, timeoutMs)
        if (!check()) waiters.add(check)
      })
    },
  }
}
