import * as v from 'valibot'
import { DATE_RANGE_KINDS } from '../dates/date-range.ts'
import { defineResource } from '../resource/declaration.ts'
import {
  REPORT_DATASETS,
  REPORT_GROUPS,
  REPORT_MEASURES,
  ReportDefinitionSchema,
  reportProblem,
} from './report-definition.ts'
import { REPORT_WORDS } from './report-words.ts'

const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: REPORT_WORDS[value as keyof typeof REPORT_WORDS] ?? value }))

/**
 * A saved report (spec 2, /reports): a name and its definition, kept per company. The definition's keys sit
 * beside the name in the row and the bodies; the server keeps them in one jsonb column.
 */
export const reportResource = defineResource({
  name: 'report',
  plural: 'reports',
  table: 'reports',
  label: { one: 'Report', many: 'Reports' },
  path: '/reports',
  rights: { view: 'reports', edit: 'reports' },
  row: v.object({
    id: v.number(),
    name: v.string(),
    dataset: v.picklist(REPORT_DATASETS),
    group_by: v.picklist(REPORT_GROUPS),
    measures: v.array(v.picklist(REPORT_MEASURES)),
    range: v.picklist(DATE_RANGE_KINDS),
    custom_from: v.string(),
    custom_to: v.string(),
    store_ids: v.array(v.number()),
    product_type: v.string(),
    vendor: v.string(),
    created: v.string(),
    updated: v.string(),
  }),
  create: v.object({
    name: v.pipe(
      v.string('Please enter the report name'),
      v.trim(),
      v.nonEmpty('Please enter the report name'),
      v.maxLength(100, 'Please keep the report name under 101 characters'),
    ),
    ...ReportDefinitionSchema.entries,
  }),
  example: {
    name: 'Sales by product',
    dataset: 'sales_lines',
    group_by: 'product',
    measures: ['quantity', 'net_sales'],
  },
  check: (next) => reportProblem(next),
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'dataset', label: 'Data', kind: 'select', options: options(REPORT_DATASETS) },
    { key: 'group_by', label: 'Group By', kind: 'select', options: options(REPORT_GROUPS) },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'dataset', header: 'Data', options: options(REPORT_DATASETS) },
    { key: 'group_by', header: 'Group By', options: options(REPORT_GROUPS) },
    { key: 'range', header: 'Dates', options: options(DATE_RANGE_KINDS) },
    { key: 'updated', header: 'Updated', format: 'datetime', sortable: true },
  ],
  search: ['name'],
  sort: ['name', 'updated'],
  unique: 'A report with this name already exists',
  emptyText: 'No reports yet: make one to see your sales your way.',
  newTitle: 'New Report',
})
