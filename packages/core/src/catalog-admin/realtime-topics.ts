/**
 * The realtime channel's topics (spec 7): `updates/{company_id}/{kind}` tells a register that data of that
 * kind changed and should be synced again.
 */
export const REALTIME_KINDS = {
  products: 'products',
  prices: 'prices',
  poscodes: 'poscodes',
  promotions: 'promotions',
  reasons: 'reasons',
  custom_scripts: 'custom_scripts',
  fulfillment: 'fulfillment',
} as const

/** A kind: one of REALTIME_KINDS, or one naming a record: registertemplate_{id}, register_{id}, fulfillment_{warehouse}. */
export type RealtimeKind =
  | (typeof REALTIME_KINDS)[keyof typeof REALTIME_KINDS]
  | `${'registertemplate' | 'register' | 'fulfillment'}_${number}`

export function isRealtimeKind(kind: string): kind is RealtimeKind {
  return Object.hasOwn(REALTIME_KINDS, kind) || /^(registertemplate|register|fulfillment)_\d+$/.test(kind)
}

export function updateTopic(companyId: number, kind: RealtimeKind): string {
  return `updates/${companyId}/${kind}`
}

/** A message on the channel: the topic and its parts. */
export type RealtimeUpdate = { topic: string; company_id: number; kind: RealtimeKind; at: string }
