import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

/**
 * Outbound requests of Glue steps (ARCHITECTURE.md, "Background work"): a user's job must not reach the
 * server's own network, so an address that is loopback, private, link-local (cloud metadata) or otherwise
 * not public is refused unless the operator allows it (GLUE_ALLOW_PRIVATE: addresses, or `all`).
 */

export type GlueSettings = {
  /** Private addresses a step may reach anyway ('all' for any); none by default. */
  allowPrivate?: readonly string[] | 'all' | undefined
  /** How long a REST or Shopify request may take. */
  requestTimeoutMs?: number | undefined
  /** How long a JavaScript step may run. */
  scriptDeadlineMs?: number | undefined
}

/** A REST step waits this long for an answer: a run holds its queue entry meanwhile. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000
/** Answers longer than this are cut: a response variable lives in memory and in the run log. */
const MAX_RESPONSE_BYTES = 1_000_000
/** Redirects a step follows, each checked like the first address. */
const MAX_REDIRECTS = 3

const PRIVATE = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6')
}

/** Whether an IP address is not a public one. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return true
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
    if (mapped?.[1]) return PRIVATE.check(mapped[1], 'ipv4')
    return PRIVATE.check(address, 'ipv6')
  }
  return PRIVATE.check(address, 'ipv4')
}

export class OutboundRefusal extends Error {}

/** Refuses a URL that is not http(s) or whose host resolves to an address the settings do not allow. */
export async function checkDestination(url: URL, settings: GlueSettings): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundRefusal(`Only http and https addresses can be requested (${url.protocol})`)
  if (settings.allowPrivate === 'all') return
  const host = url.hostname.replace(/^\[|\]$/g, '')
  let addresses: string[]
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address)
  } catch {
    throw new OutboundRefusal(`The host ${host} could not be found`)
  }
  const allowed = new Set(settings.allowPrivate ?? [])
  for (const address of addresses) {
    if (isPrivateAddress(address) && !allowed.has(address))
      throw new OutboundRefusal(`Requests to private addresses are refused (${host} is ${address})`)
  }
}

export type OutboundAnswer = { status: number; headers: Record<string, string>; body: unknown }

/** A request with a deadline, to an allowed address, following a few redirects (each checked). */
export async function outboundRequest(
  address: string,
  init: { method: string; headers: Record<string, string>; body?: string | undefined },
  settings: GlueSettings,
): Promise<OutboundAnswer> {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new OutboundRefusal(`The URL is not valid: ${address.slice(0, 200)}`)
  }
  const timeout = settings.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
  const signal = AbortSignal.timeout(timeout)
  for (let hop = 0; ; hop++) {
    await checkDestination(url, settings)
    let response: Response
    try {
      response = await fetch(url, { ...init, redirect: 'manual', signal })
    } catch (error) {
      if (signal.aborted) throw new OutboundRefusal(`The request took longer than ${timeout / 1000} s`)
      throw new OutboundRefusal(`The request failed: ${(error as Error).message}`)
    }
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location && hop < MAX_REDIRECTS) {
      await response.body?.cancel()
      url = new URL(location, url)
      continue
    }
    const text = (await response.text()).slice(0, MAX_RESPONSE_BYTES)
    let body: unknown = text
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        body = JSON.parse(text)
      } catch {
        body = text
      }
    }
    const headers: Record<string, string> = {}
    response.headers.forEach((value, key) => {
      headers[key] = value
    })
    return { status: response.status, headers, body }
  }
}

/** GLUE_ALLOW_PRIVATE as settings: `all`, or a comma-separated list of addresses. */
export function parseAllowPrivate(value: string | undefined): GlueSettings['allowPrivate'] {
  if (!value) return undefined
  if (value.trim() === 'all') return 'all'
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}
