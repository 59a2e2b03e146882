/** One register's claim on a suspended sale: its client id (one per tab), register, and when it claimed. */
export type SaleClaim = { readonly client: string; readonly register: string; readonly at: number }

export const CLAIM_LOST_MESSAGE = 'This sale was retrieved on another register'

/**
 * The owner of a suspended sale among the claims made on it [CLAIM1]: the earliest claim, then the smallest
 * client id. Order-free, so every replica that holds the same claims picks the same owner. Null for none.
 */
export function claimOwner(claims: readonly SaleClaim[]): SaleClaim | null {
  let owner: SaleClaim | null = null
  for (const claim of claims) {
    if (!owner || claim.at < owner.at || (claim.at === owner.at && claim.client < owner.client)) owner = claim
  }
  return owner
}

/** Whether `client` owns the sale given the claims now known [CLAIM1, CLAIM2]. */
export function ownsClaim(claims: readonly SaleClaim[], client: string): boolean {
  return claimOwner(claims)?.client === client
}
