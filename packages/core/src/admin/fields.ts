import * as v from 'valibot'

/** An email address as we store it: trimmed and lower-cased, at most 254 characters (RFC 5321). */
export const EmailSchema = v.pipe(
  v.string('Please enter a valid email address'),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, 'Please enter a valid email address'),
  v.email('Please enter a valid email address'),
)

/** A required short text such as a name: trimmed, not empty, at most `max` characters. */
export function requiredText(label: string, max = 100) {
  return v.pipe(
    v.string(`Please enter ${label}`),
    v.trim(),
    v.nonEmpty(`Please enter ${label}`),
    v.maxLength(max, `Please keep ${label} under ${max + 1} characters`),
  )
}

/** A database id as it arrives in JSON: a positive whole number. */
export function idSchema(label: string) {
  return v.pipe(
    v.number(`Please choose ${label}`),
    v.integer(`Please choose ${label}`),
    v.minValue(1, `Please choose ${label}`),
    v.maxValue(2_147_483_647, `Please choose ${label}`),
  )
}

/** A list of database ids, duplicates removed. */
export function idListSchema(label: string) {
  return v.pipe(
    v.array(idSchema(label), `Please check ${label}`),
    v.maxLength(1000, `Please check ${label}`),
    v.transform((ids) => [...new Set(ids)]),
  )
}

/** Active or disabled: a user or API user. */
export const ACCOUNT_STATUSES = { active: 'active', disabled: 'disabled' } as const
export type AccountStatus = keyof typeof ACCOUNT_STATUSES

export const StatusSchema = v.picklist(
  Object.keys(ACCOUNT_STATUSES) as AccountStatus[],
  'Please choose a status: active or disabled',
)
