import { LabelledSwitch, SelectField, TextInputField } from '../../components/FormFields.tsx'
import { type MessageKey, t } from '../../i18n/index.ts'

/** Small labelled controls shared by the integration settings pages. */
export { LabelledSwitch as SwitchRow } from '../../components/FormFields.tsx'

export function TextRow(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'password' | 'url'
  placeholder?: string
  hint?: string
}) {
  return (
    <TextInputField
      id={props.id}
      label={props.label}
      hint={props.hint}
      type={props.type ?? 'text'}
      value={props.value}
      placeholder={props.placeholder}
      autoComplete={props.type === 'password' ? 'new-password' : 'off'}
      onChange={props.onChange}
    />
  )
}

/**
 * The rows every terminal integration's settings start with: the Enabled switch and the Environment select (each
 * environment labelled `integrations.env.<value>`). `set` is the settings form's own setter.
 */
export function EnvironmentRows<E extends string>(props: {
  form: { enabled: boolean; environment: E }
  environments: readonly E[]
  set: { (key: 'enabled', value: boolean): void; (key: 'environment', value: E): void }
}) {
  return (
    <>
      <LabelledSwitch
        label={t('integrations.enabled')}
        checked={props.form.enabled}
        onChange={(v) => props.set('enabled', v)}
      />
      <SelectField
        id="environment"
        label={t('integrations.environment')}
        value={props.form.environment}
        options={props.environments.map((value) => ({
          value,
          label: t(`integrations.env.${value}` as MessageKey),
        }))}
        onChange={(v) => props.set('environment', v)}
      />
    </>
  )
}

/** One setting of a terminal integration's form: its key, label and control, and when it shows. */
export type SettingsField<Form> = {
  key: keyof Form & string
  label: string
  type?: 'text' | 'password' | 'url' | 'select' | 'switch'
  /** The choices of a select. */
  options?: readonly { value: string; label: string }[]
  placeholder?: string
  hint?: string
  /** Shown only while this holds of the form (a custom environment's addresses). */
  when?: (form: Form) => boolean
}

/**
 * The settings an integration's form declares, in order, each as its type draws it: the one form the
 * terminal integrations share (their secrets typed as passwords, never shown back).
 */
export function SettingsFields<Form extends Record<string, unknown>>(props: {
  fields: readonly SettingsField<Form>[]
  form: Form
  set: (key: keyof Form & string, value: never) => void
}) {
  const set = props.set as (key: string, value: string | boolean) => void
  return (
    <>
      {props.fields.map((field) => {
        if (field.when && !field.when(props.form)) return null
        const value = props.form[field.key]
        if (field.type === 'switch')
          return (
            <LabelledSwitch
              key={field.key}
              label={field.label}
              checked={value === true}
              onChange={(checked) => set(field.key, checked)}
            />
          )
        if (field.type === 'select')
          return (
            <SelectField
              key={field.key}
              id={field.key}
              label={field.label}
              value={String(value ?? '')}
              options={field.options ?? []}
              onChange={(chosen) => set(field.key, chosen)}
            />
          )
        return (
          <TextRow
            key={field.key}
            id={field.key}
            label={field.label}
            type={field.type ?? 'text'}
            value={String(value ?? '')}
            {...(field.placeholder ? { placeholder: field.placeholder } : {})}
            {...(field.hint ? { hint: field.hint } : {})}
            onChange={(text) => set(field.key, text)}
          />
        )
      })}
    </>
  )
}
