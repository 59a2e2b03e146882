import { CONDITION_OPERATORS, REST_METHODS, type Step } from '@pos/core'
import { type MessageKey, t } from '../../i18n/index.ts'
import { pairsText, parsePairs } from './job-form.ts'

/** What a field shows, read from its step, and the change that typing into it makes. */
type Binding<S, V> = { value: (step: S) => V; patch: (value: V, step: S) => Partial<S> }

/** How a field is drawn beyond its kind. */
type Options<S> = {
  hint?: MessageKey
  /** Shown only while this holds (a POST body, say). */
  when?: (step: S) => boolean
  /** Text in the code font. */
  mono?: boolean
  rows?: number
}

/** A field of a step: one line of text, a block of code, a choice, an on/off switch or a number of seconds. */
export type StepField<S> = Options<S> & {
  /** The control's id after the step's own (`${stepId}-${id}`). */
  id: string
  label: MessageKey
} & (
    | ({ kind: 'text' } & Binding<S, string>)
    | ({ kind: 'area' } & Binding<S, string>)
    | ({ kind: 'choice'; options: () => readonly { value: string; label: string }[] } & Binding<S, string>)
    | ({ kind: 'switch' } & Binding<S, boolean>)
    | ({ kind: 'seconds'; max: number } & Binding<S, number>)
  )

/** Fields side by side on a wide window (`columns` as a CSS grid template), one above the other on a narrow one. */
export type StepFieldRow<S> = { row: readonly StepField<S>[]; columns?: string }

export type StepLayout<S> = readonly (StepField<S> | StepFieldRow<S>)[]

type StepOf<T extends Step['type']> = Extract<Step, { type: T }>
type TextKey<S> = { [K in keyof S]: S[K] extends string ? K : never }[keyof S]

/** The fields of one type of step, each read and written under its name in the step. */
function fieldsOf<S>() {
  const bound = (key: TextKey<S>): Binding<S, string> => ({
    value: (step) => step[key] as string,
    patch: (value) => ({ [key]: value }) as Partial<S>,
  })
  return {
    text: (id: string, label: MessageKey, key: TextKey<S>, options: Options<S> = {}): StepField<S> => ({
      kind: 'text',
      id,
      label,
      ...bound(key),
      ...options,
    }),
    area: (id: string, label: MessageKey, key: TextKey<S>, options: Options<S> = {}): StepField<S> => ({
      kind: 'area',
      id,
      label,
      ...bound(key),
      ...options,
    }),
    choice: (
      id: string,
      label: MessageKey,
      key: TextKey<S>,
      choices: () => readonly { value: string; label: string }[],
    ): StepField<S> => ({ kind: 'choice', id, label, options: choices, ...bound(key) }),
    /** `Response variable`: the name a step's answer is kept under. */
    response: (): StepField<S> => ({
      kind: 'text',
      id: 'response',
      label: 'glue.response_variable',
      ...bound('response_variable' as TextKey<S>),
    }),
  }
}

const methods = () => REST_METHODS.map((method) => ({ value: method, label: method }))
const hasBody = (step: { method: string }) => step.method !== 'GET' && step.method !== 'DELETE'

const rest = fieldsOf<StepOf<'rest'>>()
const forEach = fieldsOf<StepOf<'for_each'>>()
const javascript = fieldsOf<StepOf<'javascript'>>()
const email = fieldsOf<StepOf<'email'>>()
const postHeader = fieldsOf<StepOf<'post_header'>>()
const productApi = fieldsOf<StepOf<'product_api'>>()
const shopify = fieldsOf<StepOf<'shopify'>>()
const graphql = fieldsOf<StepOf<'shopify_graphql'>>()

/** A REST step's headers or URL parameters: `name: value` lines. */
function pairs(key: 'headers' | 'params', label: MessageKey): StepField<StepOf<'rest'>> {
  return {
    kind: 'area',
    id: key,
    label,
    hint: 'glue.pairs_hint',
    rows: 3,
    value: (step) => pairsText(step[key]),
    patch: (text) => ({ [key]: parsePairs(text) }),
  }
}

/** A side or the operator of an IF step's condition. */
function condition(part: 'left' | 'operator' | 'right'): Binding<StepOf<'if'>, string> {
  return {
    value: (step) => step.condition[part],
    patch: (value, step) => ({ condition: { ...step.condition, [part]: value } }),
  }
}

/**
 * The fields of each type of step, in the order the editor shows them (IF and For Each's own steps are drawn by
 * the step list).
 */
export const STEP_LAYOUTS: { [T in Step['type']]: StepLayout<StepOf<T>> } = {
  rest: [
    {
      columns: '8rem 1fr',
      row: [
        rest.choice('method', 'glue.method', 'method', methods),
        rest.text('url', 'glue.url', 'url', { mono: true }),
      ],
    },
    { row: [pairs('headers', 'glue.headers'), pairs('params', 'glue.params')] },
    rest.area('body', 'glue.post_body', 'body', { when: hasBody }),
    {
      row: [
        rest.response(),
        {
          kind: 'switch',
          id: 'fail',
          label: 'glue.fail_on_bad_response',
          value: (step) => step.fail_on_bad_response,
          patch: (fail_on_bad_response) => ({ fail_on_bad_response }),
        },
      ],
    },
  ],
  if: [
    {
      columns: '1fr 12rem 1fr',
      row: [
        { kind: 'text', id: 'left', label: 'glue.condition_left', mono: true, ...condition('left') },
        {
          kind: 'choice',
          id: 'operator',
          label: 'glue.condition_operator',
          options: () => CONDITION_OPERATORS,
          ...condition('operator'),
        },
        { kind: 'text', id: 'right', label: 'glue.condition_right', mono: true, ...condition('right') },
      ],
    },
  ],
  for_each: [
    {
      row: [
        forEach.text('list', 'glue.list', 'list', { mono: true }),
        forEach.text('item', 'glue.item_variable', 'item_variable'),
      ],
    },
  ],
  javascript: [
    javascript.area('script', 'glue.script', 'script', { hint: 'glue.script_hint', rows: 6 }),
    javascript.response(),
  ],
  email: [
    {
      row: [email.text('to', 'glue.email_to', 'to'), email.text('subject', 'glue.email_subject', 'subject')],
    },
    email.area('email-body', 'glue.email_body', 'body'),
  ],
  post_header: [
    {
      row: [
        postHeader.text('header', 'glue.header', 'header'),
        postHeader.text('variable', 'glue.into_variable', 'variable'),
      ],
    },
  ],
  sleep: [
    {
      kind: 'seconds',
      id: 'seconds',
      label: 'glue.seconds',
      max: 30,
      value: (step) => step.seconds,
      patch: (seconds) => ({ seconds }),
    },
  ],
  product_api: [
    {
      row: [
        productApi.choice('action', 'glue.product_action', 'action', () => [
          { value: 'list', label: t('glue.product_list') },
          { value: 'get', label: t('glue.product_get') },
        ]),
        productApi.text('product', 'glue.product_id', 'product_id', {
          when: (step) => step.action === 'get',
        }),
        productApi.text('search', 'glue.product_search', 'search', { when: (step) => step.action !== 'get' }),
        productApi.response(),
      ],
    },
  ],
  shopify: [
    {
      columns: '8rem 1fr 8rem',
      row: [
        shopify.choice('method', 'glue.method', 'method', methods),
        shopify.text('path', 'glue.shopify_path', 'path', { mono: true }),
        shopify.text('version', 'glue.api_version', 'api_version'),
      ],
    },
    shopify.area('body', 'glue.post_body', 'body', { when: hasBody }),
    shopify.response(),
  ],
  shopify_graphql: [
    graphql.area('query', 'glue.graphql_query', 'query', { rows: 5 }),
    {
      row: [
        graphql.area('gql-vars', 'glue.graphql_variables', 'variables', { rows: 2 }),
        graphql.text('version', 'glue.api_version', 'api_version'),
      ],
    },
    graphql.response(),
  ],
}
