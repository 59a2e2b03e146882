import { type Minor, minor } from './minor.ts'

/**
 * Splits `total` over parts in proportion to non-negative `weights`, exactly [ALC1]: each part gets the floor
 * of its share, then the leftover cents go one each to the parts with the largest remainders. Ties go to the
 * part that comes first in `tieOrder` (a permutation of indexes; default: index order), so a caller that
 * passes a canonical order gets a split that does not depend on how the parts were listed [ALC2]. A negative
 * total is split as its magnitude and negated, so refunds mirror sales [ALC3].
 */
export function allocate(total: Minor, weights: readonly number[], tieOrder?: readonly number[]): Minor[] {
  const count = weights.length
  if (count === 0) {
    if (total !== 0) throw new RangeError('Cannot allocate a non-zero amount over no parts')
    return []
  }
  const sign = total < 0 ? -1 : 1
  const magnitude = Math.abs(total)
  let weightSum = 0
  for (const weight of weights) {
    if (!(weight >= 0) || !Number.isSafeInteger(weight)) throw new RangeError(`Bad weight ${weight}`)
    weightSum += weight
  }
  const effective = weightSum === 0 ? weights.map(() => 1) : weights
  const sum = weightSum === 0 ? count : weightSum
  const shares: number[] = new Array(count)
  const remainders: number[] = new Array(count)
  let given = 0
  for (let i = 0; i < count; i++) {
    // magnitude × weight stays exact below 2^53 for any realistic sale (e.g. $10M × $10M would not).
    const product = magnitude * effective[i]!
    const share = Math.floor(product / sum)
    shares[i] = share
    remainders[i] = product - share * sum
    given += share
  }
  let leftover = magnitude - given
  if (leftover > 0) {
    const order = tieOrder ?? weights.map((_, i) => i)
    const rank = new Array<number>(count)
    order.forEach((index, position) => {
      rank[index] = position
    })
    const byRemainder = order.slice().sort((a, b) => remainders[b]! - remainders[a]! || rank[a]! - rank[b]!)
    for (const index of byRemainder) {
      if (leftover === 0) break
      shares[index]! += 1
      leftover -= 1
    }
  }
  return shares.map((share) => minor(sign * share))
}
