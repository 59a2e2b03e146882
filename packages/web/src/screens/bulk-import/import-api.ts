import type { ImportField, ImportKind, RowError } from '@pos/core'
import { api } from '../../api/client.ts'

/** The bulk import API (server: /api/proxy/imports.json, /api/proxy/import/{id}…). */
export type ImportJob = {
  id: string
  kind: ImportKind
  file_name: string
  header: string[]
  mapping: Record<string, number>
  fields: ImportField[]
  state: 'uploaded' | 'checked' | 'running' | 'done' | 'failed'
  total_rows: number
  done_rows: number
  imported: number
  errors: RowError[]
  error_count: number
  message: string
  created: string
}
export type CheckAnswer = { rows: number; valid: number; errors: RowError[]; error_count: number }

export const importApi = {
  list: (signal: AbortSignal) => api.get<{ imports: ImportJob[] }>('proxy/imports.json', { signal }),
  get: (id: string) => api.get<{ import: ImportJob }>(`proxy/import/${id}.json`),
  upload: (body: {
    kind: ImportKind
    file_name: string
    csv?: string
    xlsx?: string
    price_list_id?: number | null
  }) => api.post<{ import: ImportJob }>('proxy/imports.json', body, { quiet: true }),
  check: (id: string, mapping: Record<string, number>) =>
    api.post<CheckAnswer>(`proxy/import/${id}/check.json`, { mapping }, { quiet: true }),
  run: (id: string, mapping: Record<string, number>) =>
    api.post<{ import: ImportJob }>(`proxy/import/${id}/run.json`, { mapping }, { quiet: true }),
  /** The price lists a price import may go into (quiet: a user without the prices right just sees none). */
  priceLists: (signal: AbortSignal) =>
    api.get<{ pricelists: { id: number; name: string }[] }>('proxy/pricelists.json', { signal, quiet: true }),
}
