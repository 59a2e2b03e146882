import { type ReportDefinition, type ReportResult, ReportResultSchema } from '@pos/core'
import { answers } from '../../api/answers.ts'

export function runReport(
  definition: ReportDefinition,
  range: { from: Date; to: Date; tz: string },
  signal?: AbortSignal,
): Promise<ReportResult> {
  return answers.post(
    ReportResultSchema,
    'proxy/reports/run.json',
    { definition, from: range.from.toISOString(), to: range.to.toISOString(), tz: range.tz },
    signal ? { signal } : {},
  )
}
