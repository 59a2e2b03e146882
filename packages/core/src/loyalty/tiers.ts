import { addMonths, subMonths } from 'date-fns'
import type { LoyaltyActivity, LoyaltyProgram, LoyaltyTier } from './types.ts'

/**
 * The tier whose qualification range holds `metric` [LOY6]: minimum ≤ metric ≤ maximum (maximum 0: no upper
 * bound). When ranges overlap the tier with the highest minimum wins; when none holds it, null (no points).
 */
export function tierFor(program: Pick<LoyaltyProgram, 'tiers'>, metric: number): LoyaltyTier | null {
  let best: LoyaltyTier | null = null
  for (const tier of program.tiers) {
    const inRange =
      metric >= tier.qualification_minimum &&
      (tier.qualification_maximum === 0 || metric <= tier.qualification_maximum)
    if (inRange && (!best || tier.qualification_minimum > best.qualification_minimum)) best = tier
  }
  return best
}

/** A customer's standing: the metric over the recent window of activity, the tier it earns, and when that tier lapses. */
export type TierStanding = {
  readonly metric: number
  readonly tier: LoyaltyTier | null
  /** When the tier lapses if nothing more is bought (null: never, or no tier). ISO instant. */
  readonly expires: string | null
}

function measure(program: LoyaltyProgram, activity: readonly LoyaltyActivity[]): number {
  switch (program.tier_calculation) {
    case 'spend':
      return activity.reduce((sum, entry) => sum + entry.spend, 0)
    case 'transactions':
      return activity.length
    case 'items':
      return activity.reduce((sum, entry) => sum + entry.items, 0)
  }
}

/**
 * A customer's tier at `now` [LOY7]: activity within the last duration_in_tier_months (all activity when 0) is
 * measured by the program's tier calculation. The tier lapses when enough old activity leaves the time span that
 * the metric falls below the tier's minimum: that instant is `expires`.
 */
export function tierStanding(
  program: LoyaltyProgram,
  activity: readonly LoyaltyActivity[],
  now: Date,
): TierStanding {
  const months = program.duration_in_tier_months
  const since = months > 0 ? subMonths(now, months).getTime() : Number.NEGATIVE_INFINITY
  const recent = activity
    .filter((entry) => {
      const at = Date.parse(entry.date)
      return at >= since && at <= now.getTime()
    })
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
  const metric = measure(program, recent)
  const tier = tierFor(program, metric)
  if (!tier || months === 0) return { metric, tier, expires: null }
  for (let dropped = 1; dropped <= recent.length; dropped++) {
    if (measure(program, recent.slice(dropped)) < tier.qualification_minimum) {
      return { metric, tier, expires: addMonths(new Date(recent[dropped - 1]!.date), months).toISOString() }
    }
  }
  return { metric, tier, expires: null }
}
