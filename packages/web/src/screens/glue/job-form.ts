import type { GlueJob, JobType, JobVariable, Pair, Schedule, Step } from '@pos/core'

/** What the job editor edits and saves: a job's create body. */
export type JobForm = {
  name: string
  type: JobType
  system_event: string
  log_category: string
  variables: JobVariable[]
  steps: Step[]
  schedule: Schedule
}

export function blankJob(): JobForm {
  return {
    name: '',
    type: 'webhook',
    system_event: '',
    log_category: '',
    variables: [],
    steps: [],
    schedule: { period: 'daily', start: '', weekdays: [], months: [], day: 1, last_day: false },
  }
}

/** A stored job as the editor's form. */
export function jobForm(job: GlueJob): JobForm {
  const blank = blankJob()
  return {
    name: job.name,
    type: job.type,
    system_event: job.system_event,
    log_category: job.log_category,
    variables: job.variables,
    steps: job.steps,
    schedule: { ...blank.schedule, ...job.schedule },
  }
}

/** Header or URL param pairs as the editor's text: one `name: value` a line. */
export function pairsText(pairs: readonly Pair[]): string {
  return pairs.map((pair) => `${pair.name}: ${pair.value}`).join('\n')
}

/** The editor's `name: value` lines as pairs (a line without a colon is a name with no value). */
export function parsePairs(text: string): Pair[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const colon = line.indexOf(':')
      return colon < 0
        ? { name: line.trim(), value: '' }
        : { name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() }
    })
}

/** A list with one item replaced. */
export function replaced<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, i) => (i === index ? item : current))
}
