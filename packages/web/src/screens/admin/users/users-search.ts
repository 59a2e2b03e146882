import { USER_STATUSES, type UserStatus } from '../../../api/types.ts'

/** The users list's filters and page, kept in the URL so back, reload and links keep them. */
export type UsersSearch = { search?: string; status?: UserStatus; page?: number }

export const USERS_PAGE_SIZE = 25

export function validateUsersSearch(search: Record<string, unknown>): UsersSearch {
  const result: UsersSearch = {}
  if (typeof search.search === 'string' && search.search) result.search = search.search
  if (USER_STATUSES.includes(search.status as UserStatus)) result.status = search.status as UserStatus
  const page = Number(search.page)
  if (Number.isInteger(page) && page > 1) result.page = page
  return result
}
