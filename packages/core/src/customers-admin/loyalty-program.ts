import * as v from 'valibot'
import { requiredText } from '../admin/fields.ts'
import { TIER_CALCULATIONS, type TierCalculation } from '../loyalty/types.ts'

/** Point values and points per unit are kept to 1/10,000 (core loyalty LOY1). */
const FOUR_DECIMALS = (value: number) => Math.abs(Math.round(value * 10_000) - value * 10_000) < 1e-6

/** A whole qualification bound: cents for spend, a count for transactions and items. */
const BoundSchema = v.pipe(
  v.number('Please enter the qualification bounds as whole numbers'),
  v.safeInteger('Please enter the qualification bounds as whole numbers'),
  v.minValue(0, 'Qualification bounds cannot be negative'),
)

const TierPayloadSchema = v.object({
  /** The id of a tier that already exists; left out for a new one. */
  id: v.optional(v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1))), null),
  name: requiredText('a tier name', 60),
  points_per_unit: v.pipe(
    v.number('Please enter the points per unit as a number'),
    v.minValue(0, 'Points per unit cannot be negative'),
    v.maxValue(1000, 'Points per unit cannot be over 1000'),
    v.check(FOUR_DECIMALS, 'Points per unit have at most 4 decimals'),
  ),
  qualification_minimum: v.optional(BoundSchema, 0),
  /** 0: no upper bound. */
  qualification_maximum: v.optional(BoundSchema, 0),
})
export type TierPayload = v.InferOutput<typeof TierPayloadSchema>

type Range = {
  readonly name: string
  readonly qualification_minimum: number
  readonly qualification_maximum: number
}

function upper(range: Range): number {
  return range.qualification_maximum === 0 ? Number.POSITIVE_INFINITY : range.qualification_maximum
}

/**
 * The first problem with a set of tier ranges, or null [LPG1]: each maximum (when not 0, which means no upper
 * bound) is at least its minimum, names are unique, and no two ranges share a value (both bounds inclusive).
 */
export function tierRangeProblem(tiers: readonly Range[]): string | null {
  const names = new Set<string>()
  for (const tier of tiers) {
    if (upper(tier) < tier.qualification_minimum) return `The maximum of ${tier.name} is below its minimum`
    const key = tier.name.trim().toLowerCase()
    if (names.has(key)) return `Two tiers are called ${tier.name}`
    names.add(key)
  }
  const sorted = [...tiers].sort((a, b) => a.qualification_minimum - b.qualification_minimum)
  for (let index = 1; index < sorted.length; index++) {
    const before = sorted[index - 1]!
    const after = sorted[index]!
    if (after.qualification_minimum <= upper(before))
      return `The ranges of ${before.name} and ${after.name} overlap`
  }
  return null
}

/**
 * PUT /api/proxy/loyalty.json: the program (spec 3) and its tiers, replaced as a whole. `point_value` is the
 * worth of one point in cents (decimals allowed: 0.5 is half a cent).
 */
export const LoyaltyProgramPayloadSchema = v.pipe(
  v.object({
    enabled: v.boolean('Please check enabled'),
    customer_opt_in_required: v.boolean('Please check customer opt-in required'),
    accumulate_points: v.boolean('Please check accumulate points'),
    tier_calculation: v.picklist(
      Object.keys(TIER_CALCULATIONS) as TierCalculation[],
      'Please choose a tier calculation: spend, transactions or items',
    ),
    duration_in_tier_months: v.pipe(
      v.number('Please enter the duration in tier in months'),
      v.safeInteger('Please enter the duration in tier as whole months'),
      v.minValue(0, 'The duration in tier cannot be negative'),
      v.maxValue(120, 'The duration in tier is at most 120 months'),
    ),
    point_value: v.pipe(
      v.number('Please enter the point value as a number'),
      v.minValue(0, 'The point value cannot be negative'),
      v.maxValue(100_000, 'The point value is at most 100000 cents'),
      v.check(FOUR_DECIMALS, 'The point value has at most 4 decimals'),
    ),
    tiers: v.pipe(
      v.array(TierPayloadSchema, 'Please send the tiers as a list'),
      v.maxLength(50, 'At most 50 tiers'),
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const problem = tierRangeProblem(dataset.value.tiers)
    if (problem) addIssue({ message: problem })
  }),
)
export type LoyaltyProgramPayload = v.InferOutput<typeof LoyaltyProgramPayloadSchema>

/** GET and PUT /api/proxy/loyalty.json: the program as saved, its tiers with their ids. */
export const LoyaltyProgramAnswerSchema = v.object({ loyalty: LoyaltyProgramPayloadSchema })
