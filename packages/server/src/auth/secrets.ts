import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A random secret of `bytes` bytes from the CSPRNG, base64url: session ids and API tokens (≥128 bits). */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** A one-time code: 6 digits from the CSPRNG (ASVS 6.5.3; about 20 bits). */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/** SHA-256 in hex: how session ids and API tokens are stored (they carry 256 bits, so no salt is needed). */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** A code's stored hash, salted per code so equal codes never share a hash. */
export function codeHash(salt: string, code: string): string {
  return sha256Hex(`${salt}:${code}`)
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
