import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EpsonSim, startEpsonSim } from './epson-sim.ts'

let sim: EpsonSim

beforeAll(async () => {
  sim = await startEpsonSim()
})
afterAll(() => sim.close())

const envelope = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><epos-print xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print">${body}</epos-print></s:Body></s:Envelope>`

async function post(xml: string, devid = 'local_printer') {
  const response = await fetch(`${sim.url}/cgi-bin/epos/service.cgi?devid=${devid}&timeout=60000`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8', SOAPAction: '""' },
    body: xml,
  })
  const text = await response.text()
  const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(text)?.[1]
  return {
    status: response.status,
    success: attr('success'),
    code: attr('code'),
    asb: Number(attr('status')),
  }
}

describe('Epson ePOS-Print simulator', () => {
  it('prints a job and keeps it as text and PNG, with persistent text state and a drawer pulse', async () => {
    const before = sim.jobs.length
    const answer = await post(
      envelope(
        '<text align="center"/><text width="2" height="2">SHOP&#10;</text><text width="1" height="1" align="left">Total 10.99&#10;</text>' +
          '<barcode type="code128" hri="below" width="2" height="60">{BR42</barcode><cut type="feed"/><pulse drawer="drawer_1" time="pulse_100"/>',
      ),
    )
    expect(answer).toMatchObject({ status: 200, success: 'true', code: '' })
    expect(answer.asb & 0x2).toBe(0x2)
    expect(answer.asb & 0x4).toBe(0x4)
    const job = sim.jobs[before]!
    expect(job.text[0]).toBe(`${' '.repeat(20)}S H O P`)
    expect(job.text).toContain('Total 10.99')
    expect(job.text).toContain('[drawer drawer_1:pulse_100]')
    expect(job.png.subarray(1, 4).toString()).toBe('PNG')
    const png = await fetch(`${sim.url}/_sim/jobs/${job.id}.png`)
    expect(png.headers.get('content-type')).toBe('image/png')
  })

  it('answers the SDK probe (empty epos-print) with success and prints nothing', async () => {
    const before = sim.jobs.length
    expect(await post(envelope(''))).toMatchObject({ success: 'true' })
    expect(sim.jobs.length).toBe(before)
  })

  it('answers cover open and paper out as a printer does, without printing', async () => {
    const before = sim.jobs.length
    sim.setMode('cover_open')
    expect(await post(envelope('<text>x&#10;</text>'))).toMatchObject({
      success: 'false',
      code: 'EPTR_COVER_OPEN',
      asb: 0x28,
    })
    sim.setMode('paper_out')
    expect(await post(envelope('<text>x&#10;</text>'))).toMatchObject({
      success: 'false',
      code: 'EPTR_REC_EMPTY',
      asb: 0x80008,
    })
    sim.setMode('ok')
    expect(sim.jobs.length).toBe(before)
  })

  it('refuses a wrong device id, bad XML and unknown elements', async () => {
    expect(await post(envelope('<text>x</text>'), 'other')).toMatchObject({
      success: 'false',
      code: 'DeviceNotFound',
    })
    expect(await post('<epos-print><bogus/></epos-print>')).toMatchObject({ code: 'SchemaError' })
    expect(await post('<epos-print><cut type="sideways"/></epos-print>')).toMatchObject({
      code: 'SchemaError',
    })
  })

  it('answers a browser preflight (CORS) like a TM printer', async () => {
    const response = await fetch(`${sim.url}/cgi-bin/epos/service.cgi`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})
