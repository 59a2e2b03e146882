import { Badge } from '@radix-ui/themes'
import { EntityList } from '../../components/entity/index.ts'
import { formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { customCsvColumns, useCustomFields } from '../custom-fields/CustomFieldInputs.tsx'
import type { Customer } from './customers-api.ts'

/** The company's customers (spec 2 /customers): search by name, email or phone; loyalty filter; CSV. */
export function Customers() {
  const { company } = useMe()
  // A CSV column per custom field of customers (/admin/custom-fields).
  const customColumns = customCsvColumns<Customer>(useCustomFields('customers'), (row) => row.custom)
  return (
    <EntityList<Customer>
      title={t('customers.title')}
      resource="proxy/customers.json"
      itemsKey="customers"
      rowKey={(row) => row.id}
      rowLink={(row) => `/customers/customers/${row.id}`}
      searchPlaceholder={t('customers.search_placeholder')}
      emptyText={t('customers.empty')}
      create={{ to: '/customers/customers/new', label: t('customers.new') }}
      csvName="customers"
      csvColumns={customColumns}
      filters={[
        {
          key: 'loyalty',
          label: t('customers.loyalty'),
          options: [
            { value: 'in', label: t('customers.loyalty_in') },
            { value: 'out', label: t('customers.loyalty_out') },
          ],
        },
      ]}
      columns={[
        {
          key: 'name',
          header: t('customers.name'),
          cell: (row) => `${row.first_name} ${row.last_name}`.trim(),
        },
        { key: 'email', header: t('customers.email'), cell: (row) => row.email },
        { key: 'phone', header: t('customers.phone'), cell: (row) => row.phone },
        {
          key: 'loyalty',
          header: t('customers.loyalty'),
          cell: (row) =>
            row.loyalty ? (
              <Badge color="green" variant="soft" radius="full">
                {t('customers.loyalty_in')}
              </Badge>
            ) : (
              <Badge color="gray" variant="soft" radius="full">
                {t('customers.loyalty_out')}
              </Badge>
            ),
          csv: (row) => (row.loyalty ? 'yes' : 'no'),
        },
        {
          key: 'points',
          header: t('customers.points'),
          align: 'right',
          cell: (row) => row.loyalty_points,
        },
        {
          key: 'credit',
          header: t('customers.store_credit'),
          align: 'right',
          cell: (row) => formatMoney(row.credit_balance, company.currency),
          csv: (row) => (row.credit_balance / 100).toFixed(2),
        },
      ]}
    />
  )
}
