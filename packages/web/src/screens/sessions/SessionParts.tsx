import { Link as RadixLink, Text, TextField } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { Field } from '../../components/Field.tsx'

/** A text box of a signed-out form: large, with its problem under it, which a screen reader reads with it. */
export function SessionField({
  id,
  label,
  value,
  onChange,
  error,
  ...input
}: Omit<TextField.RootProps, 'id' | 'value' | 'onChange' | 'size'> & {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error: string | undefined
}) {
  return (
    <Field label={label} htmlFor={id} error={error}>
      <TextField.Root
        id={id}
        size="3"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
    </Field>
  )
}

/** The way from signing in to registering, or back: a question and the link that answers it. */
export function OtherSessionLink({
  question,
  to,
  label,
}: {
  question: string
  to: '/sessions/sign-in' | '/sessions/create-company'
  label: string
}) {
  return (
    <Text size="2" align="center" color="gray">
      {question}{' '}
      <RadixLink asChild weight="medium">
        <Link to={to}>{label}</Link>
      </RadixLink>
    </Text>
  )
}
