import {
  type GiftCardAdjustmentSchema,
  GiftCardAnswerSchema,
  type GiftCardCreatePayloadSchema,
  type GiftCardRecord,
  GiftCardSettingsAnswerSchema,
  GiftCardTransactionsSchema,
  type GiftCardUpdatePayloadSchema,
  type InputOf,
} from '@pos/core'
import { answers } from '../../api/answers.ts'
import type { RequestOptions } from '../../api/client.ts'

/** Gift cards by serial (spec 7 GET /proxy/giftcard/{serial}.json), typed from core's answer schemas. */
export type { GiftCardRecord }

type Options = Pick<RequestOptions, 'signal' | 'quiet'>
const cardPath = (serial: string, rest = '') => `proxy/giftcard/${encodeURIComponent(serial)}${rest}.json`

export async function getGiftCard(serial: string, options?: Options): Promise<GiftCardRecord> {
  return (await answers.get(GiftCardAnswerSchema, cardPath(serial), options)).giftcard
}

export async function createGiftCard(
  body: InputOf<typeof GiftCardCreatePayloadSchema>,
): Promise<GiftCardRecord> {
  return (await answers.post(GiftCardAnswerSchema, 'proxy/giftcards.json', body)).giftcard
}

export async function updateGiftCard(
  serial: string,
  body: InputOf<typeof GiftCardUpdatePayloadSchema>,
): Promise<GiftCardRecord> {
  return (await answers.put(GiftCardAnswerSchema, cardPath(serial), body)).giftcard
}

export async function adjustGiftCard(
  serial: string,
  body: InputOf<typeof GiftCardAdjustmentSchema>,
): Promise<GiftCardRecord> {
  return (await answers.post(GiftCardAnswerSchema, cardPath(serial, '/adjust'), body)).giftcard
}

export function giftCardTransactions(serial: string, options?: Options) {
  return answers.get(GiftCardTransactionsSchema, cardPath(serial, '/transactions'), options)
}

export async function giftCardValidityDays(options?: Options): Promise<number> {
  const answer = await answers.get(GiftCardSettingsAnswerSchema, 'proxy/giftcardsettings.json', options)
  return answer.settings.gift_card_validity_days
}

export function saveGiftCardValidityDays(days: number) {
  return answers.put(GiftCardSettingsAnswerSchema, 'proxy/giftcardsettings.json', {
    gift_card_validity_days: days,
  })
}
