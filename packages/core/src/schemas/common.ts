import * as v from 'valibot'
import { type Minor, minor } from '../money/minor.ts'

/** An id: a string, or a whole number that the server sent for one (kept as its decimal string). */
export const IdSchema = v.union(
  [
    v.pipe(v.string(), v.minLength(1, 'An id cannot be empty')),
    v.pipe(v.number(), v.safeInteger(), v.transform(String)),
  ],
  'Expected an id (text or a whole number)',
)

/** An amount in minor units (cents): a whole number. */
export const MinorSchema = v.pipe(
  v.number('Expected an amount in cents'),
  v.safeInteger('An amount must be a whole number of cents'),
  v.transform((value): Minor => minor(value)),
)

/** A percentage, 0 to 100. */
export const PercentSchema = v.pipe(
  v.number('Expected a percentage'),
  v.minValue(0, 'A percentage cannot be negative'),
  v.maxValue(100, 'A percentage cannot be over 100'),
)

/** A count that cannot be negative (limits, quantities of a requirement); 0 often means none/unlimited. */
export const CountSchema = v.pipe(
  v.number('Expected a number'),
  v.safeInteger('Expected a whole number'),
  v.minValue(0, 'Cannot be negative'),
)

/** An ISO 8601 instant, as text. */
export const InstantSchema = v.pipe(
  v.string('Expected a date'),
  v.isoTimestamp('Expected an ISO 8601 date and time'),
)

/** An instant, or empty: null, '' and 0001-01-01T00:00:00Z (spec 5) all become null. */
export const OptionalInstantSchema = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => (!value || value.startsWith('0001-01-01') ? null : value)),
  v.nullable(InstantSchema),
)

/** Text that may be missing or null: '' then. */
export const TextSchema = v.pipe(
  v.optional(v.nullable(v.string('Expected text')), ''),
  v.transform((value) => value ?? ''),
)

/** Tags as a list, or as the comma-separated text some exports use. */
export const TagsSchema = v.pipe(
  v.optional(
    v.nullable(v.union([v.array(v.string()), v.string()], 'Expected tags as a list or comma-separated text')),
    [],
  ),
  v.transform((value) =>
    (typeof value === 'string' ? value.split(',') : (value ?? []))
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
  ),
)

/** Free-form metadata. */
export const MetadataSchema = v.optional(v.record(v.string(), v.unknown()), {})
