import { CONDITION_OPERATORS, type Condition, REST_METHODS, type RestMethod, type Step } from '@pos/core'
import { Grid, Select, TextArea, TextField } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { Field } from '../../components/Field.tsx'
import { LabelledSwitch } from '../../components/FormFields.tsx'
import { t } from '../../i18n/index.ts'
import { pairsText, parsePairs } from './job-form.ts'

type Props<S extends Step> = { step: S; id: string; onChange: (step: S) => void }

function Text({
  id,
  label,
  value,
  onChange,
  hint,
  mono,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string
  mono?: boolean
}) {
  return (
    <Field label={label} htmlFor={id} {...(hint ? { hint } : {})}>
      <TextField.Root
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...(mono ? { style: { fontFamily: 'var(--code-font-family)' } } : {})}
      />
    </Field>
  )
}

function Area({
  id,
  label,
  value,
  onChange,
  hint,
  rows = 4,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string
  rows?: number
}) {
  return (
    <Field label={label} htmlFor={id} {...(hint ? { hint } : {})}>
      <TextArea
        id={id}
        value={value}
        rows={rows}
        onChange={(event) => onChange(event.target.value)}
        style={{ fontFamily: 'var(--code-font-family)' }}
      />
    </Field>
  )
}

function Choice<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string
  label: string
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (value: V) => void
}) {
  return (
    <Field label={label} htmlFor={id}>
      <Select.Root value={value} onValueChange={(next) => onChange(next as V)}>
        <Select.Trigger id={id} />
        <Select.Content>
          {options.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Field>
  )
}

const methods = REST_METHODS.map((method) => ({ value: method, label: method }))

function Row({ children }: { children: ReactNode }) {
  return (
    <Grid columns={{ initial: '1', sm: '2' }} gap="3">
      {children}
    </Grid>
  )
}

/** The fields of a step of its type (IF and For Each's own steps are drawn by the step list). */
export function StepFields({ step, id, onChange }: Props<Step>) {
  const set = <S extends Step>(patch: Partial<S>) => onChange({ ...step, ...patch } as Step)
  switch (step.type) {
    case 'rest':
      return (
        <>
          <Grid columns={{ initial: '1', sm: '8rem 1fr' }} gap="3">
            <Choice
              id={`${id}-method`}
              label={t('glue.method')}
              value={step.method}
              options={methods}
              onChange={(method: RestMethod) => set({ method })}
            />
            <Text
              id={`${id}-url`}
              label={t('glue.url')}
              value={step.url}
              onChange={(url) => set({ url })}
              mono
            />
          </Grid>
          <Row>
            <Area
              id={`${id}-headers`}
              label={t('glue.headers')}
              hint={t('glue.pairs_hint')}
              rows={3}
              value={pairsText(step.headers)}
              onChange={(text) => set({ headers: parsePairs(text) })}
            />
            <Area
              id={`${id}-params`}
              label={t('glue.params')}
              hint={t('glue.pairs_hint')}
              rows={3}
              value={pairsText(step.params)}
              onChange={(text) => set({ params: parsePairs(text) })}
            />
          </Row>
          {step.method !== 'GET' && step.method !== 'DELETE' && (
            <Area
              id={`${id}-body`}
              label={t('glue.post_body')}
              value={step.body}
              onChange={(body) => set({ body })}
            />
          )}
          <Row>
            <Text
              id={`${id}-response`}
              label={t('glue.response_variable')}
              value={step.response_variable}
              onChange={(response_variable) => set({ response_variable })}
            />
            <LabelledSwitch
              id={`${id}-fail`}
              label={t('glue.fail_on_bad_response')}
              checked={step.fail_on_bad_response}
              onChange={(fail_on_bad_response) => set({ fail_on_bad_response })}
            />
          </Row>
        </>
      )
    case 'if':
      return (
        <Grid columns={{ initial: '1', sm: '1fr 12rem 1fr' }} gap="3">
          <Text
            id={`${id}-left`}
            label={t('glue.condition_left')}
            value={step.condition.left}
            onChange={(left) => set({ condition: { ...step.condition, left } })}
            mono
          />
          <Choice
            id={`${id}-operator`}
            label={t('glue.condition_operator')}
            value={step.condition.operator}
            options={CONDITION_OPERATORS}
            onChange={(operator: Condition['operator']) =>
              set({ condition: { ...step.condition, operator } })
            }
          />
          <Text
            id={`${id}-right`}
            label={t('glue.condition_right')}
            value={step.condition.right}
            onChange={(right) => set({ condition: { ...step.condition, right } })}
            mono
          />
        </Grid>
      )
    case 'for_each':
      return (
        <Row>
          <Text
            id={`${id}-list`}
            label={t('glue.list')}
            value={step.list}
            onChange={(list) => set({ list })}
            mono
          />
          <Text
            id={`${id}-item`}
            label={t('glue.item_variable')}
            value={step.item_variable}
            onChange={(item_variable) => set({ item_variable })}
          />
        </Row>
      )
    case 'javascript':
      return (
        <>
          <Area
            id={`${id}-script`}
            label={t('glue.script')}
            hint={t('glue.script_hint')}
            rows={6}
            value={step.script}
            onChange={(script) => set({ script })}
          />
          <Text
            id={`${id}-response`}
            label={t('glue.response_variable')}
            value={step.response_variable}
            onChange={(response_variable) => set({ response_variable })}
          />
        </>
      )
    case 'email':
      return (
        <>
          <Row>
            <Text id={`${id}-to`} label={t('glue.email_to')} value={step.to} onChange={(to) => set({ to })} />
            <Text
              id={`${id}-subject`}
              label={t('glue.email_subject')}
              value={step.subject}
              onChange={(subject) => set({ subject })}
            />
          </Row>
          <Area
            id={`${id}-email-body`}
            label={t('glue.email_body')}
            value={step.body}
            onChange={(body) => set({ body })}
          />
        </>
      )
    case 'post_header':
      return (
        <Row>
          <Text
            id={`${id}-header`}
            label={t('glue.header')}
            value={step.header}
            onChange={(header) => set({ header })}
          />
          <Text
            id={`${id}-variable`}
            label={t('glue.into_variable')}
            value={step.variable}
            onChange={(variable) => set({ variable })}
          />
        </Row>
      )
    case 'sleep':
      return (
        <Field label={t('glue.seconds')} htmlFor={`${id}-seconds`}>
          <TextField.Root
            id={`${id}-seconds`}
            type="number"
            min={0}
            max={30}
            value={String(step.seconds)}
            onChange={(event) => set({ seconds: Number(event.target.value) })}
            style={{ maxWidth: '8rem' }}
          />
        </Field>
      )
    case 'product_api':
      return (
        <Row>
          <Choice
            id={`${id}-action`}
            label={t('glue.product_action')}
            value={step.action}
            options={[
              { value: 'list', label: t('glue.product_list') },
              { value: 'get', label: t('glue.product_get') },
            ]}
            onChange={(action: 'list' | 'get') => set({ action })}
          />
          {step.action === 'get' ? (
            <Text
              id={`${id}-product`}
              label={t('glue.product_id')}
              value={step.product_id}
              onChange={(product_id) => set({ product_id })}
            />
          ) : (
            <Text
              id={`${id}-search`}
              label={t('glue.product_search')}
              value={step.search}
              onChange={(search) => set({ search })}
            />
          )}
          <Text
            id={`${id}-response`}
            label={t('glue.response_variable')}
            value={step.response_variable}
            onChange={(response_variable) => set({ response_variable })}
          />
        </Row>
      )
    case 'shopify':
      return (
        <>
          <Grid columns={{ initial: '1', sm: '8rem 1fr 8rem' }} gap="3">
            <Choice
              id={`${id}-method`}
              label={t('glue.method')}
              value={step.method}
              options={methods}
              onChange={(method: RestMethod) => set({ method })}
            />
            <Text
              id={`${id}-path`}
              label={t('glue.shopify_path')}
              value={step.path}
              onChange={(path) => set({ path })}
              mono
            />
            <Text
              id={`${id}-version`}
              label={t('glue.api_version')}
              value={step.api_version}
              onChange={(api_version) => set({ api_version })}
            />
          </Grid>
          {step.method !== 'GET' && step.method !== 'DELETE' && (
            <Area
              id={`${id}-body`}
              label={t('glue.post_body')}
              value={step.body}
              onChange={(body) => set({ body })}
            />
          )}
          <Text
            id={`${id}-response`}
            label={t('glue.response_variable')}
            value={step.response_variable}
            onChange={(response_variable) => set({ response_variable })}
          />
        </>
      )
    case 'shopify_graphql':
      return (
        <>
          <Area
            id={`${id}-query`}
            label={t('glue.graphql_query')}
            rows={5}
            value={step.query}
            onChange={(query) => set({ query })}
          />
          <Row>
            <Area
              id={`${id}-gql-vars`}
              label={t('glue.graphql_variables')}
              rows={2}
              value={step.variables}
              onChange={(variables) => set({ variables })}
            />
            <Text
              id={`${id}-version`}
              label={t('glue.api_version')}
              value={step.api_version}
              onChange={(api_version) => set({ api_version })}
            />
          </Row>
          <Text
            id={`${id}-response`}
            label={t('glue.response_variable')}
            value={step.response_variable}
            onChange={(response_variable) => set({ response_variable })}
          />
        </>
      )
  }
}
