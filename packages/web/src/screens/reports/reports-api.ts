import type { ReportDefinition, ReportGroup, ReportMeasure, ReportRow } from '@pos/core'
import { api } from '../../api/client.ts'

/** A report's answer: its rows, totals (the sum of the rows) and currency. */
export type ReportResult = {
  currency: string
  measures: ReportMeasure[]
  group_by: ReportGroup
  rows: ReportRow[]
  totals: Partial<Record<ReportMeasure, number>>
  truncated: boolean
}

export function runReport(
  definition: ReportDefinition,
  range: { from: Date; to: Date; tz: string },
  signal?: AbortSignal,
): Promise<ReportResult> {
  return api.post<ReportResult>(
    'proxy/reports/run.json',
    { definition, from: range.from.toISOString(), to: range.to.toISOString(), tz: range.tz },
    signal ? { signal } : {},
  )
}
