import { currency } from './currencies.ts'
import type { Minor } from './minor.ts'

/**
 * The receipt's money format (spec 9: AUD, en-AU): symbol, thousands separated by commas, the currency's
 * decimal digits, a leading minus for negatives: `-$1,234.50`. Written by hand so that every printer and the
 * print screen show byte-identical text whatever the runtime's ICU data.
 */
export function formatReceiptMoney(amount: Minor, currencyCode = 'AUD'): string {
  const { symbol, decimal_digits } = currency(currencyCode)
  return `${amount < 0 ? '-' : ''}${symbol}${formatDecimal(Math.abs(amount), decimal_digits, true)}`
}

/** An amount as a plain decimal string with the currency's digits and no symbol (`1234.50`), for inputs. */
export function minorToDecimalString(amount: Minor, currencyCode: string): string {
  const digits = currency(currencyCode).decimal_digits
  return `${amount < 0 ? '-' : ''}${formatDecimal(Math.abs(amount), digits, false)}`
}

/**
 * A screen's money format through the runtime's Intl data (`en-AU` by default): locale grouping and symbol,
 * the currency's ISO decimal digits. Exact: the amount is handed to Intl as a decimal string, never a float.
 */
export function formatMoney(amount: Minor, currencyCode: string, locale = 'en-AU'): string {
  const { code, decimal_digits } = currency(currencyCode)
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: decimal_digits,
    maximumFractionDigits: decimal_digits,
  })
  // ES2023 Intl.NumberFormat formats decimal strings exactly; the lib typing only lists number | bigint.
  return format.format(minorToDecimalString(amount, code) as unknown as number)
}

function formatDecimal(magnitude: number, digits: number, group: boolean): string {
  const text = String(magnitude).padStart(digits + 1, '0')
  const whole = text.slice(0, text.length - digits)
  const fraction = text.slice(text.length - digits)
  const grouped = group ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole
  return digits === 0 ? grouped : `${grouped}.${fraction}`
}
