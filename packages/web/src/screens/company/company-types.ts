import type { AdminCounter, CompanyAddress } from '@pos/core'

export type CompanyDetails = {
  id: number
  name: string
  currency: string
  logo: string
  background: string
  address: CompanyAddress
  abn: string
  timezone: string
  gift_card_validity_days: number
}

export type Counters = Record<AdminCounter, number>
