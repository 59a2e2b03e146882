import { Flex, Select, Switch, Text, TextField } from '@radix-ui/themes'
import { Field } from '../../components/Field.tsx'

/** Small labelled controls shared by the integration settings pages. */
export function SwitchRow({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (value: boolean) => void
}) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Switch checked={checked} onCheckedChange={onChange} />
        {label}
      </Flex>
    </Text>
  )
}

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
    <Field label={props.label} htmlFor={props.id} {...(props.hint ? { hint: props.hint } : {})}>
      <TextField.Root
        id={props.id}
        type={props.type ?? 'text'}
        value={props.value}
        placeholder={props.placeholder}
        autoComplete={props.type === 'password' ? 'new-password' : 'off'}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field>
  )
}

export function SelectRow<V extends string>(props: {
  id: string
  label: string
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (value: V) => void
}) {
  return (
    <Field label={props.label} htmlFor={props.id}>
      <Select.Root value={props.value} onValueChange={(value) => props.onChange(value as V)}>
        <Select.Trigger id={props.id} />
        <Select.Content>
          {props.options.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Field>
  )
}
