import type { Condition, Step } from './steps.ts'

/**
 * The pure parts of running a Glue job: the variables a run starts with, `{{variable}}` templating of URLs and
 * bodies, IF conditions, the items a For Each walks, and which steps of a list run. The server's runner does the
 * I/O (requests, scripts, email) around these.
 */

export type Variables = Record<string, unknown>

/** The most items one For Each walks: a run must end. */
export const MAX_FOR_EACH_ITEMS = 1000

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_-]+)*)\s*\}\}/g

/** What a run starts with: the job's variables at their defaults, then `data` (the posted body) and its headers. */
export function startVariables(
  defaults: readonly { name: string; default_value: string }[],
  data: unknown,
  headers: Record<string, string> = {},
): Variables {
  const variables: Variables = {}
  for (const variable of defaults) variables[variable.name] = variable.default_value
  variables.data = data
  variables.headers = headers
  return variables
}

/** A posted body as a run's `data`: its JSON when it is JSON, else the text ('' for none). */
export function postData(text: string): unknown {
  if (text.trim() === '') return ''
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The value at a dotted path (`response.body.id`, `items.0.sku`), or undefined. */
export function readPath(variables: Variables, path: string): unknown {
  let value: unknown = variables
  for (const key of path.split('.')) {
    if (value === null || value === undefined) return undefined
    if (typeof value === 'string' && key !== 'length') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** A value as text in a template: text as it is, nothing as '', anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** Replaces each `{{name}}` (or `{{name.path}}`) with the variable's value as text; an unknown one with ''. */
export function fillTemplate(text: string, variables: Variables): string {
  return text.replace(PLACEHOLDER, (_, path: string) => valueText(readPath(variables, path)))
}

function asNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined
  const number = Number(text)
  return Number.isFinite(number) ? number : undefined
}

/**
 * Whether an IF step's condition holds: both sides are templated, then compared as numbers when both are
 * numbers, else as text.
 */
export function conditionHolds(condition: Condition, variables: Variables): boolean {
  const left = fillTemplate(condition.left, variables)
  const right = fillTemplate(condition.right, variables)
  const leftNumber = asNumber(left)
  const rightNumber = asNumber(right)
  const numeric = leftNumber !== undefined && rightNumber !== undefined
  switch (condition.operator) {
    case 'equals':
      return numeric ? leftNumber === rightNumber : left === right
    case 'not_equals':
      return numeric ? leftNumber !== rightNumber : left !== right
    case 'contains':
      return left.includes(right)
    case 'greater_than':
      return numeric ? leftNumber > rightNumber : left > right
    case 'less_than':
      return numeric ? leftNumber < rightNumber : left < right
    case 'is_empty':
      return left.trim() === '' || left === '[]' || left === '{}'
    case 'is_not_empty':
      return !(left.trim() === '' || left === '[]' || left === '{}')
  }
}

export type ForEachItems = { ok: true; items: unknown[] } | { ok: false; error: string }

/**
 * The items a For Each walks: the list variable (`items`, `{{items}}` or a path such as `data.lines`) as a list;
 * JSON text of a list is read as one; an object walks its values; nothing walks nothing; a single value walks once.
 */
export function forEachItems(list: string, variables: Variables): ForEachItems {
  const trimmed = list.trim()
  const path = trimmed.replace(/^\{\{\s*|\s*\}\}$/g, '')
  let value = readPath(variables, path)
  if (typeof value === 'string') {
    const text = value.trim()
    if (text === '') value = []
    else if (text.startsWith('[') || text.startsWith('{')) {
      try {
        value = JSON.parse(text)
      } catch {
        return { ok: false, error: `For Each: ${path} is not a list` }
      }
    }
  }
  const items =
    value === undefined || value === null
      ? []
      : Array.isArray(value)
        ? value
        : typeof value === 'object'
          ? Object.values(value)
          : [value]
  if (items.length > MAX_FOR_EACH_ITEMS)
    return {
      ok: false,
      error: `For Each: ${path} has ${items.length} items, more than ${MAX_FOR_EACH_ITEMS}`,
    }
  return { ok: true, items }
}

/** One entry of a list's plan: the step, its number as the run log shows it (`2.1`), and whether it runs. */
export type PlannedStep = { step: Step; number: string; runs: boolean }

/** The steps of a list in order, numbered under `prefix`; a disabled step is listed but does not run. */
export function stepPlan(steps: readonly Step[], prefix = ''): PlannedStep[] {
  return steps.map((step, index) => ({
    step,
    number: prefix === '' ? String(index + 1) : `${prefix}.${index + 1}`,
    runs: !step.disabled,
  }))
}

/** Whether an HTTP status is a good answer (2xx); a REST step with fail-on-bad-response fails on any other. */
export function isGoodStatus(status: number): boolean {
  return status >= 200 && status < 300
}

/** The address of a REST step: its URL templated, with its URL params (templated) added to the query. */
export function requestUrl(
  url: string,
  params: readonly { name: string; value: string }[],
  variables: Variables,
): string {
  const filled = fillTemplate(url, variables)
  const query = params
    .filter((param) => param.name.trim() !== '')
    .map(
      (param) =>
        `${encodeURIComponent(fillTemplate(param.name, variables))}=${encodeURIComponent(fillTemplate(param.value, variables))}`,
    )
    .join('&')
  if (query === '') return filled
  return `${filled}${filled.includes('?') ? '&' : '?'}${query}`
}
