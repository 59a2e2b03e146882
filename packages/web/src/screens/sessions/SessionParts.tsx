import { Link as RadixLink, Text, type TextField } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { TextInputField } from '../../components/FormFields.tsx'

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
    <TextInputField
      id={id}
      label={label}
      size="3"
      value={value}
      aria-invalid={Boolean(error)}
      aria-describedby={error ? `${id}-error` : undefined}
      {...input}
      onChange={onChange}
      error={error}
    />
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
