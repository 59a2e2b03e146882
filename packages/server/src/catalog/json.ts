/** Row to JSON helpers shared by the catalogue routes: ids and cents as numbers, instants as ISO text. */

export function iso(value: Date | string | null): string | null {
  if (value === null) return null
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

export function isoNow(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

export function num(value: string | number | bigint): number {
  return Number(value)
}

export function numOrNull(value: string | number | bigint | null): number | null {
  return value === null ? null : Number(value)
}
