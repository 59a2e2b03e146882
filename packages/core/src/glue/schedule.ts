import * as v from 'valibot'

/**
 * When a scheduled Glue job runs (spec 3 and 9): a period (once, every 5, 10, 15 or 30 minutes, hourly, daily,
 * weekly, monthly) from a start time, on the chosen weekdays and months, and for monthly jobs on a day of the month
 * or its last day. Times are UTC. `nextRun` is the one rule: the server stores its answer and runs the job when due.
 */

export const SCHEDULE_PERIODS = [
  { value: 'once', label: 'Once' },
  { value: 'every_5_minutes', label: 'Every 5 minutes' },
  { value: 'every_10_minutes', label: 'Every 10 minutes' },
  { value: 'every_15_minutes', label: 'Every 15 minutes' },
  { value: 'every_30_minutes', label: 'Every 30 minutes' },
  { value: 'hourly', label: 'Hourly' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
] as const
export type SchedulePeriod = (typeof SCHEDULE_PERIODS)[number]['value']

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

export type Schedule = {
  period: SchedulePeriod
  /** The first run, `YYYY-MM-DDTHH:mm` in UTC; the time of day of daily, weekly and monthly runs. */
  start: string
  /** 0 Sunday .. 6 Saturday; none means every day (weekly: the start's weekday). */
  weekdays: number[]
  /** 1 January .. 12 December; none means every month. */
  months: number[]
  /** Monthly: the day of the month (a shorter month runs on its last day). */
  day: number
  /** Monthly: the last day of each month instead of `day`. */
  last_day: boolean
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** How far ahead the next run is looked for: past this a schedule has no next run (it cannot happen). */
const SEARCH_DAYS = 8 * 366

const STEP_MINUTES: Partial<Record<SchedulePeriod, number>> = {
  every_5_minutes: 5,
  every_10_minutes: 10,
  every_15_minutes: 15,
  every_30_minutes: 30,
  hourly: 60,
}

const START = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

export const scheduleSchema = v.object({
  period: v.optional(
    v.picklist(
      SCHEDULE_PERIODS.map((option) => option.value),
      'Please choose how often the job runs',
    ),
    'daily',
  ),
  start: v.optional(
    v.pipe(
      v.string('Please enter the start time'),
      v.trim(),
      v.check(
        (value) => value === '' || isStartTime(value),
        'Please enter the start time as a date and time',
      ),
    ),
    '',
  ),
  weekdays: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)), 'Please choose weekdays'),
      v.maxLength(7, 'Please choose each weekday once'),
    ),
    [],
  ),
  months: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)), 'Please choose months'),
      v.maxLength(12, 'Please choose each month once'),
    ),
    [],
  ),
  day: v.optional(
    v.pipe(
      v.number('Please enter the day of the month'),
      v.integer('Please enter the day of the month'),
      v.minValue(1, 'Please enter a day from 1 to 31'),
      v.maxValue(31, 'Please enter a day from 1 to 31'),
    ),
    1,
  ),
  last_day: v.optional(v.boolean('Please check last day'), false),
})

/** Whether the text is a real `YYYY-MM-DDTHH:mm` (no 30 February). */
function isStartTime(value: string): boolean {
  if (!START.test(value)) return false
  const ms = startTime(value)
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 16) === value
}

/** The start as ms since the epoch (UTC). */
function startTime(start: string): number {
  return Date.parse(`${start}:00Z`)
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate()
}

/** The day of the month a monthly schedule runs in the month of `dayStart`. */
function monthlyDay(schedule: Schedule, dayStart: Date): number {
  const last = daysInMonth(dayStart.getUTCFullYear(), dayStart.getUTCMonth())
  return schedule.last_day ? last : Math.min(schedule.day, last)
}

/** Whether the schedule runs at all on the UTC day starting at `dayStart`. */
function runsOnDay(schedule: Schedule, dayStart: Date, start: Date): boolean {
  const month = dayStart.getUTCMonth() + 1
  if (schedule.months.length > 0 && !schedule.months.includes(month)) return false
  const weekday = dayStart.getUTCDay()
  switch (schedule.period) {
    case 'monthly':
      return dayStart.getUTCDate() === monthlyDay(schedule, dayStart)
    case 'weekly':
      return (schedule.weekdays.length > 0 ? schedule.weekdays : [start.getUTCDay()]).includes(weekday)
    default:
      return schedule.weekdays.length === 0 || schedule.weekdays.includes(weekday)
  }
}

/**
 * The first time after `now` the schedule runs (never before its start), or null when it will not run again (a
 * past "once", or no start).
 */
export function nextRun(schedule: Schedule, now: Date): Date | null {
  if (schedule.start === '') return null
  const startMs = startTime(schedule.start)
  if (Number.isNaN(startMs)) return null
  const start = new Date(startMs)
  const nowMs = now.getTime()
  if (schedule.period === 'once') return startMs > nowMs ? start : null
  const earliest = Math.max(startMs, nowMs + 1)
  const firstDay = Math.floor(earliest / DAY) * DAY
  const stepMinutes = STEP_MINUTES[schedule.period]
  const timeOfDay = startMs - Math.floor(startMs / DAY) * DAY
  for (let day = 0; day < SEARCH_DAYS; day++) {
    const dayStartMs = firstDay + day * DAY
    const dayStart = new Date(dayStartMs)
    if (!runsOnDay(schedule, dayStart, start)) continue
    if (stepMinutes) {
      // The first slot start + k * step at or after the later of the day's start and `earliest`.
      const step = stepMinutes * MINUTE
      const lower = Math.max(dayStartMs, earliest)
      const slot = startMs + Math.ceil((lower - startMs) / step) * step
      if (slot < dayStartMs + DAY) return new Date(slot)
    } else {
      const at = dayStartMs + timeOfDay
      if (at >= earliest) return new Date(at)
    }
  }
  return null
}

/** Whether `at` is one of the schedule's run times (what `nextRun` answers is always one). */
export function isScheduledAt(schedule: Schedule, at: Date): boolean {
  if (schedule.start === '') return false
  const startMs = startTime(schedule.start)
  const atMs = at.getTime()
  if (Number.isNaN(startMs) || atMs < startMs) return false
  if (schedule.period === 'once') return atMs === startMs
  const dayStart = new Date(Math.floor(atMs / DAY) * DAY)
  if (!runsOnDay(schedule, dayStart, new Date(startMs))) return false
  const stepMinutes = STEP_MINUTES[schedule.period]
  if (stepMinutes) return (atMs - startMs) % (stepMinutes * MINUTE) === 0
  return atMs - dayStart.getTime() === startMs - Math.floor(startMs / DAY) * DAY
}

/** The schedule in words for the jobs list ("Daily at 09:30 UTC"). */
export function describeSchedule(schedule: Schedule): string {
  const period = SCHEDULE_PERIODS.find((option) => option.value === schedule.period)?.label ?? ''
  if (schedule.start === '') return period
  const time = schedule.start.slice(11, 16)
  if (schedule.period === 'once') return `Once at ${schedule.start.replace('T', ' ')} UTC`
  if (schedule.period === 'monthly')
    return `Monthly on ${schedule.last_day ? 'the last day' : `day ${schedule.day}`} at ${time} UTC`
  if (STEP_MINUTES[schedule.period]) return `${period} from ${schedule.start.replace('T', ' ')} UTC`
  return `${period} at ${time} UTC`
}
