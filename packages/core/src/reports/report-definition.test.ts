import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  defaultReportDefinition,
  REPORT_DATASET_SHAPE,
  REPORT_DATASETS,
  ReportDefinitionSchema,
  reportProblem,
} from './report-definition.ts'

describe('report definitions', () => {
  it('accepts every group and measure its dataset has, and refuses the others', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REPORT_DATASETS), (dataset) => {
        const shape = REPORT_DATASET_SHAPE[dataset]
        for (const group of shape.groups) {
          expect(
            reportProblem({
              ...defaultReportDefinition(),
              dataset,
              group_by: group,
              measures: [...shape.measures],
            }),
          ).toBeUndefined()
        }
      }),
    )
    expect(
      reportProblem({ ...defaultReportDefinition(), dataset: 'sales_by_payment', group_by: 'product' })
        ?.field,
    ).toBe('group_by')
    expect(
      reportProblem({ ...defaultReportDefinition(), dataset: 'stock_on_hand', group_by: 'product' })?.field,
    ).toBe('measures')
  })

  it("asks for both dates of a custom range with the spec's words", () => {
    const problem = reportProblem({ ...defaultReportDefinition('custom'), custom_from: '2026-01-01' })
    expect(problem?.message).toBe('Please select a from and to date')
  })

  it('fills the defaults of a short body', () => {
    const parsed = v.parse(ReportDefinitionSchema, {
      dataset: 'sales_lines',
      group_by: 'day',
      measures: ['sales'],
    })
    expect(parsed).toMatchObject({ range: 'this_month', store_ids: [], vendor: '', custom_from: '' })
  })
})
