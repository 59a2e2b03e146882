import { LOCALE } from './money.ts'

/**
 * Dates and times the app writes itself, in the company's locale (en-AU: 24/11/2026, 9:45 am) rather than the
 * browser's, so a register on a US-set browser still reads day first. Date inputs are the browser's own.
 */
const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const
const CLOCK = { hour: 'numeric', minute: '2-digit' } as const
const dateTime = new Intl.DateTimeFormat(LOCALE, { ...DAY, ...CLOCK })
const date = new Intl.DateTimeFormat(LOCALE, DAY)
const time = new Intl.DateTimeFormat(LOCALE, CLOCK)

const of = (value: string | number | Date) => (value instanceof Date ? value : new Date(value))

export const formatDateTime = (value: string | number | Date): string => dateTime.format(of(value))
export const formatDate = (value: string | number | Date): string => date.format(of(value))
export const formatTime = (value: string | number | Date): string => time.format(of(value))

const day = new Intl.DateTimeFormat(LOCALE, { ...DAY, timeZone: 'UTC' })

/**
 * A day with no time (YYYY-MM-DD: a statement line's, a report's period) as `formatDate` writes one, the same day
 * wherever the browser is (read as midnight where the browser is, it is the day before west of Greenwich).
 */
export function formatDay(iso: string): string {
  return day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`))
}

/** Today as YYYY-MM-DD where the browser is (a UTC date is yesterday for most of an Australian morning). */
export function today(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

/** The date `days` after today where the browser is, as YYYY-MM-DD (a due date 30 days out). */
export function daysFromToday(days: number, now = new Date()): string {
  const later = new Date(now)
  later.setDate(later.getDate() + days)
  return today(later)
}
