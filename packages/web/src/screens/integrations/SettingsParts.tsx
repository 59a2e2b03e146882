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
