/**
 * The open period of the chart of accounts (spec 5: From restricts posting to on or after it, To to on or
 * before it), the lock date of the calendar, and financial years (AU: July to June). Dates are ISO days.
 */
export type OpenPeriod = {
  readonly from: string | null
  readonly to: string | null
  readonly lockDate?: string | null
}

/** Why a posting dated `date` is refused, or null when it may post [PER1]. */
export function postingDateProblem(date: string, period: OpenPeriod): string | null {
  if (period.lockDate && date <= period.lockDate) {
    return `The books are locked up to ${period.lockDate}: nothing can be posted on ${date}`
  }
  if (period.from && date < period.from) {
    return `The open period starts on ${period.from}: nothing can be posted before it (${date})`
  }
  if (period.to && date > period.to) {
    return `The open period ends on ${period.to}: nothing can be posted after it (${date})`
  }
  return null
}

/** The first month of a financial year: 7 (July) in Australia. */
export const AU_YEAR_START_MONTH = 7

/** The financial year a day falls in [PER2]: its first and last days, and its name (the year it ends in). */
export function financialYear(date: string, startMonth = AU_YEAR_START_MONTH) {
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7))
  const startYear = month >= startMonth ? year : year - 1
  const start = `${startYear}-${pad(startMonth)}-01`
  const endYear = startMonth === 1 ? startYear : startYear + 1
  const end = lastDayBefore(`${endYear}-${pad(startMonth)}-01`, startMonth === 1)
  return { start, end, name: `FY${startMonth === 1 ? startYear : startYear + 1}` }
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** The day before an ISO day (or the last day of its year's December when `wholeYear`). */
function lastDayBefore(date: string, wholeYear: boolean): string {
  if (wholeYear) return `${date.slice(0, 4)}-12-31`
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() - 1)
  return day.toISOString().slice(0, 10)
}

/** The quarters or months of a BAS period [PER3]: the first and last days of the one `date` falls in. */
export function basPeriod(date: string, length: 'quarter' | 'month') {
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7))
  const first = length === 'month' ? month : month - ((month - 1) % 3)
  const startMonthIndex = first - 1
  const start = `${year}-${pad(first)}-01`
  const next = new Date(Date.UTC(year, startMonthIndex + (length === 'month' ? 1 : 3), 1))
  next.setUTCDate(0)
  return { start, end: next.toISOString().slice(0, 10) }
}
