import { TextField } from '@radix-ui/themes'

type Props = {
  id: string
  value: string
  onChange: (code: string) => void
  invalid: boolean
  disabled?: boolean
}

/** The 6-digit one-time code: numeric keypad on phones, filled from SMS/email by the browser. */
export function CodeInput({ id, value, onChange, invalid, disabled }: Props) {
  return (
    <TextField.Root
      id={id}
      className="code-input"
      size="3"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      placeholder="000000"
      autoFocus
      disabled={disabled}
      aria-invalid={invalid}
      aria-describedby={invalid ? `${id}-error` : undefined}
    />
  )
}
