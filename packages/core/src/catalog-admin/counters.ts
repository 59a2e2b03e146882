/**
 * Company counters (spec 3, "company counters"): each company numbers its barcodes, products and POS codes
 * itself. The server keeps the last value handed out; these functions turn a value into the text it gives.
 */
export const COMPANY_COUNTERS = {
  barcode: 'barcode',
  product: 'product',
  pos_code: 'pos_code',
} as const
export type CompanyCounter = keyof typeof COMPANY_COUNTERS

/** The first value each counter hands out. */
export const COUNTER_START: Record<CompanyCounter, number> = {
  barcode: 1,
  product: 1001,
  pos_code: 1001,
}

/**
 * The GS1 check digit of a GTIN's data digits (7 for EAN-8, 11 for UPC-A, 12 for EAN-13, 13 for GTIN-14):
 * weights 3 and 1 alternating from the rightmost data digit, then what brings the sum to a multiple of 10.
 */
export function gtinCheckDigit(dataDigits: string): number {
  if (!/^\d{7}$|^\d{11,13}$/.test(dataDigits)) throw new Error('gtinCheckDigit takes 7, 11, 12 or 13 digits')
  let sum = 0
  for (let fromRight = 0; fromRight < dataDigits.length; fromRight += 1) {
    sum += Number(dataDigits[dataDigits.length - 1 - fromRight]) * (fromRight % 2 === 0 ? 3 : 1)
  }
  return (10 - (sum % 10)) % 10
}

/**
 * The whole GTIN (EAN-8, UPC-A or EAN-13) whose data digits `text` may be, with its check digit: the code a
 * scanner's next key completes, if the code is one. Undefined for text of another length or not all digits.
 */
export function gtinCompletion(text: string): string | undefined {
  return /^\d{7}$|^\d{11,12}$/.test(text) ? `${text}${gtinCheckDigit(text)}` : undefined
}

/** EAN-13 check digit of 12 digits (GS1: weights 1 and 3 from the left). */
export function ean13CheckDigit(twelveDigits: string): number {
  if (!/^\d{12}$/.test(twelveDigits)) throw new Error('ean13CheckDigit takes exactly 12 digits')
  return gtinCheckDigit(twelveDigits)
}

/** True for 13 digits whose last is the right check digit. */
export function isValidEan13(barcode: string): boolean {
  return /^\d{13}$/.test(barcode) && ean13CheckDigit(barcode.slice(0, 12)) === Number(barcode[12])
}

/** In-store barcodes use GS1 prefix 20 (restricted circulation): never clashes with a maker's barcode. */
export const IN_STORE_BARCODE_PREFIX = '20'
const BARCODE_BODY_DIGITS = 10
/** The largest counter value an in-store barcode can carry. */
export const MAX_BARCODE_COUNTER = 10 ** BARCODE_BODY_DIGITS - 1

/** The in-store EAN-13 for a barcode counter value: 20, the value in 10 digits, the check digit. */
export function inStoreBarcode(counter: number): string {
  if (!Number.isSafeInteger(counter) || counter < 1 || counter > MAX_BARCODE_COUNTER) {
    throw new Error(`barcode counter out of range: ${counter}`)
  }
  const body = `${IN_STORE_BARCODE_PREFIX}${String(counter).padStart(BARCODE_BODY_DIGITS, '0')}`
  return `${body}${ean13CheckDigit(body)}`
}

/** A product number (the default style of a product created without one): the counter value as text. */
export function productNumber(counter: number): string {
  return String(counter)
}

/** A POS code: at least 4 digits. */
export function posCode(counter: number): string {
  return String(counter).padStart(4, '0')
}

/** The text a counter gives for a value. */
export function formatCounter(counter: CompanyCounter, value: number): string {
  if (counter === 'barcode') return inStoreBarcode(value)
  if (counter === 'product') return productNumber(value)
  return posCode(value)
}
