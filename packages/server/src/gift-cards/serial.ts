import { randomInt } from 'node:crypto'

/** A new serial: 16 digits from a CSPRNG, so serials cannot be guessed from one another. */
export function newSerial(): string {
  let serial = String(randomInt(1, 10))
  while (serial.length < 16) serial += String(randomInt(0, 10))
  return serial
}
