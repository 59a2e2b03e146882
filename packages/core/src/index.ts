/**
 * @pos/core: the business rules of the point-of-sale and back office, as pure functions and valibot
 * schemas. No I/O, DOM, Node, clock or randomness: time, ids and settings come in as arguments.
 */

export type { ApiUserPayload } from './admin/api-users.ts'
export { ApiUserPayloadSchema } from './admin/api-users.ts'
export type { CompanyPayload, RegistrationCurrency } from './admin/company.ts'
export { CompanyPayloadSchema, REGISTRATION_CURRENCIES } from './admin/company.ts'
export type { DashboardBucket, DashboardQuery } from './admin/dashboard.ts'
export {
  averageCents,
  DASHBOARD_BUCKETS,
  DashboardQuerySchema,
  MAX_DASHBOARD_BUCKETS,
} from './admin/dashboard.ts'
export type { AccountStatus } from './admin/fields.ts'
export { ACCOUNT_STATUSES } from './admin/fields.ts'
export type { GroupPayload } from './admin/groups.ts'
export { ADMINISTRATORS_GROUP_NAME, GroupPayloadSchema } from './admin/groups.ts'
export type { GroupRights, PageRight, RegisterCache } from './admin/page-rights.ts'
export {
  ALL_PAGE_RIGHTS,
  cachesToSync,
  isPageRight,
  isRegisterCache,
  PAGE_RIGHTS,
  REGISTER_CACHES,
} from './admin/page-rights.ts'
export type { ParseResult, PayloadOutput, PayloadSchema } from './admin/parse-payload.ts'
export { issueMessage, parsePayload } from './admin/parse-payload.ts'
export type { RegisterPayload, SignInPayload, VerifyPayload } from './admin/sessions.ts'
export {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MINUTES,
  RegisterPayloadSchema,
  SignInPayloadSchema,
  VerifyPayloadSchema,
} from './admin/sessions.ts'
export type { UserCreatePayload, UserListQuery, UserSettings, UserUpdatePayload } from './admin/users.ts'
export {
  defaultUserSettings,
  UserCreatePayloadSchema,
  UserListQuerySchema,
  UserSettingsSchema,
  UserUpdatePayloadSchema,
} from './admin/users.ts'
export type { DateRange, DateRangeKind, DateRangeOptions } from './dates/date-range.ts'
export { chartBucket, DATE_RANGE_KINDS, dateRange } from './dates/date-range.ts'
