import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { refusal } from '../resource/refusal.ts'
import { type Schedule, scheduleSchema } from './schedule.ts'
import { type Step, stepsSchema, variableName } from './steps.ts'

/**
 * A Glue job (spec 3): its name, type (webhook, system hook, scheduled), the webhook URL the server assigns on
 * save, its log category, variables with default values, its steps and its schedule. The list is the generic
 * one; the edit screen is the job editor (/glue/jobs/edit/{id}).
 */

export const GLUE_JOB_TYPES = [
  { value: 'webhook', label: 'Webhook' },
  { value: 'system_hook', label: 'System hook' },
  { value: 'scheduled', label: 'Scheduled' },
] as const
export type JobType = (typeof GLUE_JOB_TYPES)[number]['value']

/**
 * The system events a system-hook job names. The server queues a run of each of the company's jobs hooked to an
 * event in the same transaction as the change (glue/system-hooks.ts), with the event's data as the posted data.
 */
export const SYSTEM_EVENTS = [
  { value: 'sale.created', label: 'Sale created' },
  { value: 'customer.created', label: 'Customer created' },
  { value: 'product.updated', label: 'Product updated' },
  { value: 'purchase_order.received', label: 'Purchase order received' },
  { value: 'stock.changed', label: 'Stock level changed' },
] as const
export type SystemEvent = (typeof SYSTEM_EVENTS)[number]['value']

export type JobVariable = { name: string; default_value: string }

export type GlueJob = {
  id: number
  name: string
  type: JobType
  system_event: string
  webhook_url: string
  log_category: string
  variables: JobVariable[]
  steps: Step[]
  schedule: Schedule
  next_run: string | null
  created: string
  updated: string
}

/** Where a webhook job is posted to: `POST {webhook_url}` runs it with the body as its data. */
export const WEBHOOK_PATH = '/api/glue/hooks/'

const variables = v.optional(
  v.pipe(
    v.array(
      v.object({
        name: variableName('variable name'),
        default_value: v.optional(
          v.pipe(
            v.string('Please enter the default value as text'),
            v.maxLength(2000, 'Please shorten the default value'),
          ),
          '',
        ),
      }),
      'Please list the variables',
    ),
    v.maxLength(50, 'Please keep to 50 variables'),
    v.check(
      (list) => new Set(list.map((variable) => variable.name)).size === list.length,
      'Two variables have the same name',
    ),
  ),
  [],
)

const jobBody = v.object({
  name: v.pipe(
    v.string('Please enter the job name'),
    v.trim(),
    v.nonEmpty('Please enter the job name'),
    v.maxLength(100, 'Please keep the job name under 101 characters'),
  ),
  type: v.optional(
    v.picklist(['webhook', 'system_hook', 'scheduled'], 'Please choose the job type'),
    'webhook',
  ),
  system_event: v.optional(
    v.picklist(['', ...SYSTEM_EVENTS.map((event) => event.value)], 'Please choose the system event'),
    '',
  ),
  log_category: v.optional(
    v.pipe(
      v.string('Please enter the log category'),
      v.trim(),
      v.maxLength(100, 'Please shorten the log category'),
    ),
    '',
  ),
  variables,
  steps: stepsSchema,
  schedule: v.optional(scheduleSchema, {}),
})

export const glueJobResource = defineResource({
  name: 'gluejob',
  plural: 'gluejobs',
  table: 'glue_jobs',
  label: { one: 'Job', many: 'Jobs' },
  path: '/glue/jobs',
  rights: { view: 'glue', edit: 'glue' },
  row: v.object({
    id: v.number(),
    name: v.string(),
    type: v.picklist(['webhook', 'system_hook', 'scheduled']),
    system_event: v.string(),
    webhook_url: v.string(),
    log_category: v.string(),
    variables: v.array(v.object({ name: v.string(), default_value: v.string() })),
    steps: v.array(v.any()),
    schedule: v.any(),
    next_run: v.nullable(v.string()),
    created: v.string(),
    updated: v.string(),
  }),
  create: jobBody,
  example: { name: 'Order webhook', type: 'webhook', steps: [{ type: 'sleep', name: 'Wait', seconds: 0 }] },
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'type', label: 'Type', kind: 'select', options: [...GLUE_JOB_TYPES] },
    { key: 'log_category', label: 'Log Category', kind: 'text' },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'type', header: 'Type', options: [...GLUE_JOB_TYPES], sortable: true },
    { key: 'log_category', header: 'Log Category' },
    { key: 'next_run', header: 'Next Run', format: 'datetime' },
    { key: 'updated', header: 'Updated', format: 'datetime', sortable: true },
  ],
  search: ['name', 'log_category'],
  searchPlaceholder: 'Search jobs',
  filters: [{ key: 'type', label: 'Type', options: [...GLUE_JOB_TYPES] }],
  sort: ['name', 'type', 'updated'],
  unique: 'A job with this name already exists',
  emptyText: 'No jobs yet: a job runs steps when its webhook is posted to or on its schedule',
  newTitle: 'New Job',
  check(next) {
    if (next.type === 'scheduled' && next.schedule.start === '')
      return refusal('invalid', 'Please enter when the schedule starts', 'schedule')
    if (next.type === 'system_hook' && next.system_event === '')
      return refusal('invalid', 'Please choose the system event', 'system_event')
    return undefined
  },
})

/** What a "Run now" sends: the test body as text (JSON or not) and its headers. */
export const glueRunInput = v.object({
  data: v.optional(
    v.pipe(
      v.string('Please enter the test body as text'),
      v.maxLength(100_000, 'Please shorten the test body'),
    ),
    '',
  ),
})
