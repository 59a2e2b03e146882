/**
 * @pos/core: the business rules of the point-of-sale and back office, as pure functions and valibot
 * schemas. No I/O, DOM, Node, clock or randomness: time, ids and settings come in as arguments.
 */
export type { DateRange, DateRangeKind, DateRangeOptions } from './dates/date-range.ts'
export { DATE_RANGE_KINDS, chartBucket, dateRange } from './dates/date-range.ts'
