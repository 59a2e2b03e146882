import { Button, type ButtonProps } from '@radix-ui/themes'

/**
 * A button that moves a saved document on to its next status (Approve, Mark as shipped, Mark as arrived): soft,
 * never a submit, in the screen's accent colour unless `color` says otherwise.
 */
export function StatusStep({
  label,
  color,
  onStep,
}: {
  label: string
  color?: ButtonProps['color']
  onStep: () => void
}) {
  return (
    <Button type="button" variant="soft" color={color} onClick={onStep}>
      {label}
    </Button>
  )
}
