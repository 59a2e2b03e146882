import { Select } from '@radix-ui/themes'
import { t } from '../../i18n/index.ts'

type Props = {
  /** The item the line returns, for the field's name. */
  name: string
  reasons: readonly { id: string; name: string }[]
  value: string
  onChange: (reason: string) => void
  disabled?: boolean
}

/** The return reason of one returned line (spec: a return reason per line). Nothing when none are set up. */
export function ReturnReasonSelect({ name, reasons, value, onChange, disabled = false }: Props) {
  if (reasons.length === 0) return null
  return (
    <Select.Root value={value} onValueChange={onChange} disabled={disabled}>
      <Select.Trigger aria-label={t('sale.return_reason_for', { name })} />
      <Select.Content>
        {reasons.map((candidate) => (
          <Select.Item key={candidate.id} value={candidate.id}>
            {candidate.name}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  )
}
