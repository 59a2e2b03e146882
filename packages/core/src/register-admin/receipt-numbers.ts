/**
 * Receipt numbers are made on the register, offline too [RN1]: `{prefix}-{counter}`. Each register has its
 * own prefix (letters and digits, no hyphen, given by the server when the register is made) and counts its
 * own sales, so two registers can never make the same number and one register never repeats one.
 */
export const RECEIPT_PREFIX_PATTERN = /^[A-Z0-9]{1,12}$/

/** The prefix of the register with this id: `R` and the id in base 36, upper case [RN2]. */
export function receiptPrefix(registerId: number): string {
  if (!Number.isSafeInteger(registerId) || registerId < 1)
    throw new RangeError(`Bad register id ${registerId}`)
  return `R${registerId.toString(36).toUpperCase()}`
}

/**
 * The receipt number of the `counter`-th sale of a register [RN1]: the prefix, a hyphen and the counter,
 * zero-padded to 6 digits so numbers of one register sort in order up to 999999.
 */
export function nextReceiptNumber(prefix: string, counter: number): string {
  if (!RECEIPT_PREFIX_PATTERN.test(prefix)) throw new RangeError(`Bad receipt prefix ${prefix}`)
  if (!Number.isSafeInteger(counter) || counter < 1) throw new RangeError(`Bad receipt counter ${counter}`)
  return `${prefix}-${String(counter).padStart(6, '0')}`
}

/** The prefix and counter of a receipt number made by `nextReceiptNumber`, or null [RN3]. */
export function parseReceiptNumber(receipt: string): { prefix: string; counter: number } | null {
  const match = /^([A-Z0-9]{1,12})-(\d{6,16})$/.exec(receipt)
  if (!match?.[1] || !match[2]) return null
  const counter = Number(match[2])
  return Number.isSafeInteger(counter) && counter > 0 ? { prefix: match[1], counter } : null
}
