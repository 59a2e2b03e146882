import * as v from 'valibot'
import { TagsSchema } from '../schemas/common.ts'

/** The bounded fields purchasing's payloads share: no input may be larger than the database takes. */

export function requiredText(label: string, max = 100) {
  return v.pipe(
    v.string(`Please enter the ${label}`),
    v.trim(),
    v.nonEmpty(`Please enter the ${label}`),
    v.maxLength(max, `Please keep the ${label} under ${max + 1} characters`),
  )
}

export function optionalText(label: string, max = 100) {
  return v.optional(
    v.pipe(
      v.string(`Please enter the ${label} as text`),
      v.trim(),
      v.maxLength(max, `Please keep the ${label} under ${max + 1} characters`),
    ),
    '',
  )
}

/** A record's id, or null when none was chosen (a core rule then gives the spec's message). */
export const RequiredId = v.pipe(
  v.number('Choose one'),
  v.safeInteger('Choose one'),
  v.minValue(1, 'Choose one'),
  // The ids are integer columns: a larger number names nothing.
  v.maxValue(2_147_483_647, 'Choose one'),
)

export const ChosenId = v.optional(v.nullable(RequiredId), null)

export const Day = v.pipe(v.string('Expected a date'), v.isoDate('Expected a date as YYYY-MM-DD'))

/** Units: a whole number up to a million. */
export const Units = v.pipe(
  v.number('Please enter a quantity'),
  v.safeInteger('A quantity is a whole number'),
  v.minValue(0, 'A quantity cannot be negative'),
  v.maxValue(1_000_000, 'A quantity is at most 1,000,000'),
)

/** Cents: whole, not negative, at most a hundred million dollars. */
export const Cents = v.pipe(
  v.number('Please enter an amount'),
  v.safeInteger('An amount is whole cents'),
  v.minValue(0, 'An amount cannot be negative'),
  v.maxValue(10_000_000_000, 'Please check the amount'),
)

export const BoundedTags = v.pipe(
  TagsSchema,
  v.maxLength(50, 'At most 50 tags'),
  v.check((tags) => tags.every((tag) => tag.length <= 60), 'A tag is at most 60 characters'),
)
