import type { PromotionPayload, PromotionStatus } from '@pos/core'
import { api } from '../../api/client.ts'

/** Promotions as the back office reads and writes them (packages/server/API.md, "Promotions back office"). */
export type PromotionRecord = PromotionPayload & {
  id: string
  used_times: number
  status: PromotionStatus
  updated: string
}

type Signal = { signal?: AbortSignal }

export async function getPromotion(id: number, { signal }: Signal = {}): Promise<PromotionRecord> {
  const path = `proxy/promotion/${id}.json`
  return (await api.get<{ promotion: PromotionRecord }>(path, signal ? { signal } : {})).promotion
}
export const createPromotion = (input: PromotionPayload) =>
  api.post<{ promotion: PromotionRecord }>('proxy/promotions.json', input)
export const updatePromotion = (id: number, input: PromotionPayload) =>
  api.put<{ promotion: PromotionRecord }>(`proxy/promotion/${id}.json`, input)
export const deletePromotion = (id: number) => api.delete<{ ok: true }>(`proxy/promotion/${id}.json`)
