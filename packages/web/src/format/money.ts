/** Display formats. Amounts arrive as integer minor units; only the web turns them into text. */

/** The company's locale (spec 9: en-AU): money, counts and the dates the app formats itself. */
export const LOCALE = 'en-AU'
const formats = new Map<string, Intl.NumberFormat>()

function currencyFormat(currency: string, compact: boolean): Intl.NumberFormat {
  const key = `${currency}:${compact}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(
      LOCALE,
      compact
        ? { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }
        : { style: 'currency', currency },
    )
    formats.set(key, format)
  }
  return format
}

/** The currency's minor-unit digits as Intl knows them (2 for AUD, 0 for JPY). */
function minorDigits(currency: string): number {
  return currencyFormat(currency, false).resolvedOptions().maximumFractionDigits ?? 2
}

/** `123456` AUD → '$1,234.56' (locale en-AU, spec 9). */
export function formatMoney(minor: number, currency: string): string {
  return currencyFormat(currency, false).format(minor / 10 ** minorDigits(currency))
}

/** Short form for chart axes: '$1.2K'. */
export function formatMoneyCompact(minor: number, currency: string): string {
  return currencyFormat(currency, true).format(minor / 10 ** minorDigits(currency))
}

const integer = new Intl.NumberFormat(LOCALE)
export function formatCount(count: number): string {
  return integer.format(count)
}

/** A chart bucket's label: the hour, the day or the month it starts. */
export function formatBucket(start: string | Date, bucket: 'hour' | 'day' | 'month'): string {
  const date = typeof start === 'string' ? new Date(start) : start
  const options: Intl.DateTimeFormatOptions =
    bucket === 'hour'
      ? { hour: 'numeric' }
      : bucket === 'day'
        ? { day: 'numeric', month: 'short' }
        : { month: 'short', year: 'numeric' }
  return new Intl.DateTimeFormat(LOCALE, options).format(date)
}

/** A Date as the yyyy-mm-dd of a date input, in local time. */
export function toDateInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A date input's yyyy-mm-dd as local midnight; undefined when empty or invalid. */
export function fromDateInput(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return Number.isNaN(date.getTime()) ? undefined : date
}
