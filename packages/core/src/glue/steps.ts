import * as v from 'valibot'

/**
 * The steps of a Glue job (spec 3): each a name, a disabled flag and a type with its own fields. IF and For Each
 * hold steps of their own, so a step is a recursive union on `type`.
 */

export const STEP_TYPES = [
  { value: 'product_api', label: 'Product API call' },
  { value: 'rest', label: 'REST request' },
  { value: 'if', label: 'IF condition' },
  { value: 'for_each', label: 'For Each' },
  { value: 'javascript', label: 'JavaScript script' },
  { value: 'email', label: 'Send email' },
  { value: 'post_header', label: 'Get post header' },
  { value: 'sleep', label: 'Sleep for X seconds' },
  { value: 'shopify', label: 'Shopify request' },
  { value: 'shopify_graphql', label: 'Shopify GraphQL request' },
] as const

export type StepType = (typeof STEP_TYPES)[number]['value']

export const REST_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type RestMethod = (typeof REST_METHODS)[number]

export const CONDITION_OPERATORS = [
  { value: 'equals', label: 'equals' },
  { value: 'not_equals', label: 'does not equal' },
  { value: 'contains', label: 'contains' },
  { value: 'greater_than', label: 'is greater than' },
  { value: 'less_than', label: 'is less than' },
  { value: 'is_empty', label: 'is empty' },
  { value: 'is_not_empty', label: 'is not empty' },
] as const
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number]['value']

/** The Shopify Admin API version a Shopify step calls unless it names another (spec 9). */
export const DEFAULT_SHOPIFY_API_VERSION = '2024-04'
/** The longest a sleep step may wait: a run holds its queue entry while it sleeps. */
export const MAX_SLEEP_SECONDS = 30
/** Steps in one list, how deep IF and For Each may nest, and steps in a whole job. */
export const MAX_STEPS_PER_LIST = 50
export const MAX_STEP_DEPTH = 4
export const MAX_STEPS_PER_JOB = 200

const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

function text(label: string, max: number) {
  return v.optional(
    v.pipe(v.string(`Please enter the ${label} as text`), v.maxLength(max, `Please shorten the ${label}`)),
    '',
  )
}

/** A variable's name as `{{name}}` refers to it. */
export function variableName(label: string) {
  return v.pipe(
    v.string(`Please enter the ${label}`),
    v.trim(),
    v.nonEmpty(`Please enter the ${label}`),
    v.maxLength(50, `Please keep the ${label} under 51 characters`),
    v.regex(VARIABLE_NAME, `The ${label} may use letters, digits and _ and must not start with a digit`),
  )
}

const optionalVariable = (label: string, fallback: string) => v.optional(variableName(label), fallback)

const pairs = (label: string) =>
  v.optional(
    v.pipe(
      v.array(
        v.object({
          name: v.pipe(v.string(`Please enter the ${label} name`), v.trim(), v.maxLength(200)),
          value: text(`${label} value`, 2000),
        }),
        `Please list the ${label}s`,
      ),
      v.maxLength(30, `Please keep to 30 ${label}s`),
    ),
    [],
  )

const base = {
  name: v.optional(
    v.pipe(v.string('Please name the step'), v.trim(), v.maxLength(100, 'Please keep step names short')),
    '',
  ),
  disabled: v.optional(v.boolean('Please check disabled'), false),
}

export type Pair = { name: string; value: string }
type Base = { name: string; disabled: boolean }

export type ProductApiStep = Base & {
  type: 'product_api'
  action: 'list' | 'get'
  product_id: string
  search: string
  response_variable: string
}
export type RestStep = Base & {
  type: 'rest'
  method: RestMethod
  url: string
  headers: Pair[]
  params: Pair[]
  body: string
  fail_on_bad_response: boolean
  response_variable: string
}
export type Condition = { left: string; operator: ConditionOperator; right: string }
export type IfStep = Base & { type: 'if'; condition: Condition; steps: Step[]; else_steps: Step[] }
export type ForEachStep = Base & { type: 'for_each'; list: string; item_variable: string; steps: Step[] }
export type JavaScriptStep = Base & { type: 'javascript'; script: string; response_variable: string }
export type EmailStep = Base & { type: 'email'; to: string; subject: string; body: string }
export type PostHeaderStep = Base & { type: 'post_header'; header: string; variable: string }
export type SleepStep = Base & { type: 'sleep'; seconds: number }
export type ShopifyStep = Base & {
  type: 'shopify'
  method: RestMethod
  path: string
  body: string
  api_version: string
  response_variable: string
}
export type ShopifyGraphqlStep = Base & {
  type: 'shopify_graphql'
  query: string
  variables: string
  api_version: string
  response_variable: string
}

export type Step =
  | ProductApiStep
  | RestStep
  | IfStep
  | ForEachStep
  | JavaScriptStep
  | EmailStep
  | PostHeaderStep
  | SleepStep
  | ShopifyStep
  | ShopifyGraphqlStep

/** What a step body may leave out (defaults fill it in). */
export type StepInput = { type: StepType } & Record<string, unknown>

const apiVersion = v.optional(
  v.pipe(
    v.string('Please enter the API version'),
    v.trim(),
    v.regex(/^\d{4}-\d{2}$|^unstable$/, 'Please enter the API version as YYYY-MM'),
  ),
  DEFAULT_SHOPIFY_API_VERSION,
)

const method = v.optional(v.picklist(REST_METHODS, 'Please choose GET, POST, PUT, PATCH or DELETE'), 'GET')

// biome-ignore lint/suspicious/noExplicitAny: the schema is recursive; its type is the Step union above.
const nested: v.GenericSchema<any, Step[]> = v.lazy(() => stepList)

const stepSchema = v.variant(
  'type',
  [
    v.object({
      ...base,
      type: v.literal('product_api'),
      action: v.optional(v.picklist(['list', 'get'], 'Please choose list or get'), 'list'),
      product_id: text('product id', 200),
      search: text('search', 200),
      response_variable: optionalVariable('response variable', 'products'),
    }),
    v.object({
      ...base,
      type: v.literal('rest'),
      method,
      url: v.pipe(
        v.string('Please enter the URL'),
        v.trim(),
        v.nonEmpty('Please enter the URL'),
        v.maxLength(2000, 'Please shorten the URL'),
      ),
      headers: pairs('header'),
      params: pairs('URL param'),
      body: text('post body', 100_000),
      fail_on_bad_response: v.optional(v.boolean('Please check fail on bad response code'), true),
      response_variable: optionalVariable('response variable', 'response'),
    }),
    v.object({
      ...base,
      type: v.literal('if'),
      condition: v.optional(
        v.object({
          left: text('left side', 2000),
          operator: v.optional(
            v.picklist(
              CONDITION_OPERATORS.map((option) => option.value),
              'Please choose a comparison',
            ),
            'equals',
          ),
          right: text('right side', 2000),
        }),
        {},
      ),
      steps: v.optional(nested, []),
      else_steps: v.optional(nested, []),
    }),
    v.object({
      ...base,
      type: v.literal('for_each'),
      list: v.pipe(
        v.string('Please enter the list variable'),
        v.trim(),
        v.nonEmpty('Please enter the list variable'),
        v.maxLength(200, 'Please shorten the list variable'),
      ),
      item_variable: optionalVariable('item variable', 'item'),
      steps: v.optional(nested, []),
    }),
    v.object({
      ...base,
      type: v.literal('javascript'),
      script: text('script', 50_000),
      response_variable: optionalVariable('response variable', 'result'),
    }),
    v.object({
      ...base,
      type: v.literal('email'),
      to: v.pipe(
        v.string('Please enter who the email goes to'),
        v.trim(),
        v.nonEmpty('Please enter who the email goes to'),
        v.maxLength(320, 'Please shorten the address'),
      ),
      subject: text('subject', 200),
      body: text('email body', 20_000),
    }),
    v.object({
      ...base,
      type: v.literal('post_header'),
      header: v.pipe(
        v.string('Please enter the header name'),
        v.trim(),
        v.nonEmpty('Please enter the header name'),
        v.maxLength(200, 'Please shorten the header name'),
      ),
      variable: optionalVariable('variable', 'header'),
    }),
    v.object({
      ...base,
      type: v.literal('sleep'),
      seconds: v.optional(
        v.pipe(
          v.number('Please enter the seconds as a number'),
          v.integer('Please enter whole seconds'),
          v.minValue(0, `Please enter 0 to ${MAX_SLEEP_SECONDS} seconds`),
          v.maxValue(MAX_SLEEP_SECONDS, `Please enter 0 to ${MAX_SLEEP_SECONDS} seconds`),
        ),
        1,
      ),
    }),
    v.object({
      ...base,
      type: v.literal('shopify'),
      method,
      path: v.pipe(
        v.string('Please enter the Shopify path'),
        v.trim(),
        v.nonEmpty('Please enter the Shopify path'),
        v.maxLength(2000, 'Please shorten the path'),
      ),
      body: text('body', 100_000),
      api_version: apiVersion,
      response_variable: optionalVariable('response variable', 'response'),
    }),
    v.object({
      ...base,
      type: v.literal('shopify_graphql'),
      query: v.pipe(
        v.string('Please enter the GraphQL query'),
        v.trim(),
        v.nonEmpty('Please enter the GraphQL query'),
        v.maxLength(50_000, 'Please shorten the query'),
      ),
      variables: text('GraphQL variables', 50_000),
      api_version: apiVersion,
      response_variable: optionalVariable('response variable', 'response'),
    }),
  ],
  'Please choose a step type',
)

const stepList = v.pipe(
  v.array(stepSchema, 'Please list the steps'),
  v.maxLength(MAX_STEPS_PER_LIST, `Please keep to ${MAX_STEPS_PER_LIST} steps in one list`),
)

/** Every step of a list, nested ones included, with how deep each sits (1 at the top). */
export function eachStep(steps: readonly Step[], depth = 1): { step: Step; depth: number }[] {
  const all: { step: Step; depth: number }[] = []
  for (const step of steps) {
    all.push({ step, depth })
    if (step.type === 'if')
      all.push(...eachStep(step.steps, depth + 1), ...eachStep(step.else_steps, depth + 1))
    if (step.type === 'for_each') all.push(...eachStep(step.steps, depth + 1))
  }
  return all
}

/** A job's steps: the list, bounded in depth and in number. */
export const stepsSchema = v.pipe(
  v.optional(nested, []),
  v.check(
    (steps: Step[]) => eachStep(steps).every((entry) => entry.depth <= MAX_STEP_DEPTH),
    `Please nest IF and For Each steps at most ${MAX_STEP_DEPTH} deep`,
  ),
  v.check(
    (steps: Step[]) => eachStep(steps).length <= MAX_STEPS_PER_JOB,
    `Please keep to ${MAX_STEPS_PER_JOB} steps in a job`,
  ),
)

/** A new step of a type with its fields at their defaults (the editor's "Add step"). */
export function newStep(type: StepType): Step {
  const common = { name: '', disabled: false }
  switch (type) {
    case 'product_api':
      return { ...common, type, action: 'list', product_id: '', search: '', response_variable: 'products' }
    case 'rest':
      return {
        ...common,
        type,
        method: 'GET',
        url: '',
        headers: [],
        params: [],
        body: '',
        fail_on_bad_response: true,
        response_variable: 'response',
      }
    case 'if':
      return {
        ...common,
        type,
        condition: { left: '', operator: 'equals', right: '' },
        steps: [],
        else_steps: [],
      }
    case 'for_each':
      return { ...common, type, list: '', item_variable: 'item', steps: [] }
    case 'javascript':
      return { ...common, type, script: '', response_variable: 'result' }
    case 'email':
      return { ...common, type, to: '', subject: '', body: '' }
    case 'post_header':
      return { ...common, type, header: '', variable: 'header' }
    case 'sleep':
      return { ...common, type, seconds: 1 }
    case 'shopify':
      return {
        ...common,
        type,
        method: 'GET',
        path: '',
        body: '',
        api_version: DEFAULT_SHOPIFY_API_VERSION,
        response_variable: 'response',
      }
    case 'shopify_graphql':
      return {
        ...common,
        type,
        query: '',
        variables: '',
        api_version: DEFAULT_SHOPIFY_API_VERSION,
        response_variable: 'response',
      }
  }
}

/** The words for a step type. */
export function stepTypeLabel(type: StepType): string {
  return STEP_TYPES.find((option) => option.value === type)?.label ?? type
}
