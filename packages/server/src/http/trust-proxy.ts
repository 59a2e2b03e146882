import type { IncomingHttpHeaders } from 'node:http'

/**
 * TRUST_PROXY: whose X-Forwarded-For and X-Forwarded-Proto are believed (issue 17). Unset, empty, 0 or false:
 * nobody's, so a client cannot choose its address (rate limits) or claim https. `true` or 1: the peer's,
 * whoever it is (a server reachable only through its proxy). Otherwise a comma-separated list of the proxies'
 * addresses; `loopback` stands for 127.0.0.1 and ::1.
 */
export type TrustProxy = (peerAddress: string) => boolean

const NOBODY: TrustProxy = () => false
const LOOPBACK = ['127.0.0.1', '::1']

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').toLowerCase()
}

export function parseTrustProxy(setting: string | undefined): TrustProxy {
  const value = (setting ?? '').trim().toLowerCase()
  if (value === '' || value === '0' || value === 'false') return NOBODY
  if (value === '1' || value === 'true') return () => true
  const addresses = new Set(
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .flatMap((entry) => (entry === 'loopback' ? LOOPBACK : [plainAddress(entry)])),
  )
  return (peer) => addresses.has(plainAddress(peer))
}

/** Whether TRUST_PROXY names any proxy at all. */
export function trustsAProxy(setting: string | undefined): boolean {
  const value = (setting ?? '').trim().toLowerCase()
  return !(value === '' || value === '0' || value === 'false')
}

export type Forwarded = { address: string; https: boolean }

/**
 * The client's address and whether it reached us over https. A trusted proxy's X-Forwarded-For names the client
 * in its last entry (the one the proxy itself added; earlier ones are whatever the client sent) and its
 * X-Forwarded-Proto the scheme; from anyone else both are ignored.
 */
export function forwardedFor(
  trust: TrustProxy,
  peer: { address: string; encrypted: boolean },
  header: (name: string) => string | undefined,
): Forwarded {
  if (!trust(peer.address)) return { address: peer.address, https: peer.encrypted }
  const forwarded = (header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  const proto = (header('x-forwarded-proto') ?? '').split(',').at(-1)?.trim().toLowerCase()
  return {
    address: forwarded.at(-1) ?? peer.address,
    https: proto ? proto === 'https' : peer.encrypted,
  }
}

/** The same for a raw Node request (the WebSocket upgrades). */
export function forwardedForRequest(
  trust: TrustProxy,
  request: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string | undefined } },
): Forwarded {
  const encrypted = 'encrypted' in request.socket && request.socket.encrypted === true
  return forwardedFor(trust, { address: request.socket.remoteAddress ?? 'unknown', encrypted }, (name) => {
    const value = request.headers[name]
    return Array.isArray(value) ? value.join(',') : value
  })
}

/**
 * Why the server must not start, or undefined: it serves plain http itself, so in production https has to
 * come from a proxy (TRUST_PROXY), unless ALLOW_INSECURE_HTTP=1 says plain http is meant (a closed shop LAN).
 */
export function insecureStartRefusal(settings: {
  production: boolean
  trustProxy: string | undefined
  allowInsecureHttp: string | undefined
}): string | undefined {
  if (!settings.production || trustsAProxy(settings.trustProxy) || settings.allowInsecureHttp === '1') {
    return undefined
  }
  return (
    'NODE_ENV=production over plain http: set TRUST_PROXY to the proxy that serves https (its address, ' +
    'or true), or ALLOW_INSECURE_HTTP=1 to serve plain http on purpose'
  )
}
