import { type GiftCardRecord, giftCardStatus } from '@pos/core'

export type GiftCardRow = {
  id: number
  serial: string
  value: string | number | bigint
  current_amount: string | number | bigint
  reason_id: number | null
  reason: string | null
  customer_id: number | null
  customer_first_name: string | null
  customer_last_name: string | null
  expiration: Date | null
  created: Date
  updated: Date
}

/** A gift card as JSON (spec 3: serial, value, current_amount, reason, customer, expiration) and its status. */
export function giftCardJson(row: GiftCardRow, now: Date): GiftCardRecord {
  const expiration = row.expiration ? row.expiration.toISOString() : null
  const current_amount = Number(row.current_amount)
  return {
    id: row.id,
    serial: row.serial,
    value: Number(row.value),
    current_amount,
    reason_id: row.reason_id,
    reason: row.reason ?? '',
    customer_id: row.customer_id,
    customer_name:
      row.customer_id === null
        ? null
        : `${row.customer_first_name ?? ''} ${row.customer_last_name ?? ''}`.trim(),
    expiration,
    status: giftCardStatus({ current_amount, expiration }, now),
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  }
}
