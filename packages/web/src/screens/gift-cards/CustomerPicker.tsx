import { Select } from '@radix-ui/themes'
import { api } from '../../api/client.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import type { CustomerRow } from '../customers/types.ts'

/** Picks a customer (or none) from the first 250 customers by name, keeping the current one listed. */
export function CustomerPicker({
  id,
  value,
  valueLabel,
  onChange,
}: {
  id: string
  value: number | null
  valueLabel: string | null
  onChange: (id: number | null, label: string | null) => void
}) {
  const customers = useRequest(
    (signal) =>
      api.get<{ customers: CustomerRow[] }>('proxy/customers.json', { query: { limit: 250 }, signal }),
    [],
  )
  const list = customers.data?.customers ?? []
  const name = (customer: CustomerRow) =>
    `${customer.first_name} ${customer.last_name}`.trim() + (customer.email ? ` (${customer.email})` : '')
  return (
    <Select.Root
      value={value === null ? 'none' : String(value)}
      onValueChange={(next) => {
        if (next === 'none') return onChange(null, null)
        const customer = list.find((entry) => entry.id === Number(next))
        onChange(Number(next), customer ? name(customer) : null)
      }}
    >
      <Select.Trigger id={id} />
      <Select.Content>
        <Select.Item value="none">{t('giftcards.no_customer')}</Select.Item>
        {value !== null && !list.some((entry) => entry.id === value) && (
          <Select.Item value={String(value)}>{valueLabel ?? String(value)}</Select.Item>
        )}
        {list.map((customer) => (
          <Select.Item key={customer.id} value={String(customer.id)}>
            {name(customer)}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  )
}
