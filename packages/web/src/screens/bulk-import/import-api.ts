import {
  type AnswerOf,
  ImportAnswerSchema,
  ImportCheckSchema,
  type ImportKind,
  ImportListSchema,
  PriceListListSchema,
} from '@pos/core'
import { answers } from '../../api/answers.ts'

/** The dry run's answer: how many rows would import and each bad row's reason. */
export type CheckAnswer = AnswerOf<typeof ImportCheckSchema>

/** The bulk import API (server: /api/proxy/imports.json, /api/proxy/import/{id}…), typed by core's schemas. */
export const importApi = {
  list: (signal: AbortSignal) => answers.get(ImportListSchema, 'proxy/imports.json', { signal }),
  get: (id: string) => answers.get(ImportAnswerSchema, `proxy/import/${id}.json`),
  upload: (body: {
    kind: ImportKind
    file_name: string
    csv?: string
    xlsx?: string
    price_list_id?: number | null
  }) => answers.post(ImportAnswerSchema, 'proxy/imports.json', body, { quiet: true }),
  check: (id: string, mapping: Record<string, number>) =>
    answers.post(ImportCheckSchema, `proxy/import/${id}/check.json`, { mapping }, { quiet: true }),
  run: (id: string, mapping: Record<string, number>) =>
    answers.post(ImportAnswerSchema, `proxy/import/${id}/run.json`, { mapping }, { quiet: true }),
  /** The price lists a price import may go into (quiet: a user without the prices right just sees none). */
  priceLists: (signal: AbortSignal) =>
    answers.get(PriceListListSchema, 'proxy/pricelists.json', { signal, quiet: true }),
}
