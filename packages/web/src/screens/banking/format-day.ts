const dayFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: 'UTC' })

/** A YYYY-MM-DD day as en-AU shows it, the same day in every time zone (a statement's day has no time). */
export function formatDay(iso: string): string {
  return dayFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`))
}
