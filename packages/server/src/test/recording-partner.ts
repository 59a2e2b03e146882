import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type PartnerRequest = { method: string; url: string; body: string }

export type RecordingPartner = {
  url: string
  received: PartnerRequest[]
  failing: boolean
  close(): Promise<void>
}

/**
 * A partner's HTTP server on 127.0.0.1 for Glue's REST steps: keeps every request it is sent in `received` (a
 * test may empty it) and answers it as JSON; a path under `/fail` answers 500 while `failing` is true (it starts
 * true).
 */
export async function startRecordingPartner(): Promise<RecordingPartner> {
  const received: PartnerRequest[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', body })
      const fail = request.url?.startsWith('/fail') && partner.failing
      response.writeHead(fail ? 500 : 200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ ok: !fail, echo: body }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const partner: RecordingPartner = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    failing: true,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  return partner
}
