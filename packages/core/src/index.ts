/**
 * @pos/core: the business rules of the point-of-sale and back office, as pure functions and valibot
 * schemas. No I/O, DOM, Node, clock or randomness: time, ids and settings come in as arguments.
 */

export type { GroupRights, PageRight, RegisterCache } from './admin/page-rights.ts'
export {
  ALL_PAGE_RIGHTS,
  cachesToSync,
  isPageRight,
  isRegisterCache,
  PAGE_RIGHTS,
  REGISTER_CACHES,
} from './admin/page-rights.ts'
export type { DateRange, DateRangeKind, DateRangeOptions } from './dates/date-range.ts'
export { chartBucket, DATE_RANGE_KINDS, dateRange } from './dates/date-range.ts'
