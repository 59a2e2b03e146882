import { Flex, Select } from '@radix-ui/themes'
import { SearchField } from '../../components/SearchField.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { useSearchText } from '../../hooks/use-search-text.ts'
import { t } from '../../i18n/index.ts'
import { type Customer, customers as customerClient } from '../customers/customers-api.ts'

/**
 * Picks a customer (or none): a search box (name, email or phone, by the server) and the matches to choose
 * from; the current customer stays listed whatever the search.
 */
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
  const { text, setText, search } = useSearchText()
  const customers = useRequest((signal) => customerClient.list({ search, limit: 50 }, { signal }), [search])
  const list = customers.data?.rows ?? []
  const name = (customer: Customer) =>
    `${customer.first_name} ${customer.last_name}`.trim() + (customer.email ? ` (${customer.email})` : '')
  return (
    <Flex gap="2">
      <SearchField
        label={t('giftcards.find_customer')}
        placeholder={t('giftcards.find_customer')}
        value={text}
        onChange={setText}
        style={{ flex: '0 1 45%' }}
      />
      <Select.Root
        value={value === null ? 'none' : String(value)}
        onValueChange={(next) => {
          if (next === 'none') return onChange(null, null)
          const customer = list.find((entry) => entry.id === Number(next))
          onChange(Number(next), customer ? name(customer) : null)
        }}
      >
        <Select.Trigger id={id} style={{ flex: 1 }} />
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
    </Flex>
  )
}
