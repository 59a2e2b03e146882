import { Badge } from '@radix-ui/themes'
import { EntityList } from '../../components/entity/index.ts'
import { t } from '../../i18n/index.ts'
import { customCsvColumns, useCustomFields } from '../custom-fields/CustomFieldInputs.tsx'
import type { Staff } from './staff-api.ts'

export function StaffStatusBadge({ status }: { status: Staff['status'] }) {
  return (
    <Badge color={status === 'active' ? 'green' : 'gray'} variant="soft" radius="full">
      {t(status === 'active' ? 'staff.active' : 'staff.terminated')}
    </Badge>
  )
}

/** Sales staff (spec 2 /hr/staff): search, status filter, paging, CSV. */
export function StaffList() {
  // A CSV column per custom field of staff (/admin/custom-fields).
  const customColumns = customCsvColumns<Staff>(useCustomFields('staff'), (row) => row.custom)
  return (
    <EntityList<Staff>
      title={t('staff.title')}
      resource="proxy/staff.json"
      itemsKey="staff"
      rowKey={(row) => row.id}
      rowLink={(row) => `/hr/staff/${row.id}`}
      searchPlaceholder={t('staff.search_placeholder')}
      emptyText={t('staff.empty')}
      create={{ to: '/hr/staff/new', label: t('staff.new') }}
      csvName="sales-staff"
      csvColumns={customColumns}
      filters={[
        {
          key: 'status',
          label: t('staff.status'),
          options: [
            { value: 'active', label: t('staff.active') },
            { value: 'terminated', label: t('staff.terminated') },
          ],
        },
      ]}
      columns={[
        {
          key: 'name',
          header: t('staff.name'),
          cell: (row) =>
            [row.title, row.first_name, row.middle_name, row.last_name].filter(Boolean).join(' '),
        },
        { key: 'display', header: t('staff.display_name'), cell: (row) => row.display_name },
        { key: 'pos_code', header: t('staff.pos_code'), cell: (row) => row.pos_code },
        { key: 'email', header: t('staff.email'), cell: (row) => row.email },
        {
          key: 'returns',
          header: t('staff.unlinked_returns'),
          cell: (row) => t(row.unlinked_returns ? 'staff.allowed' : 'staff.disabled'),
        },
        {
          key: 'status',
          header: t('staff.status'),
          cell: (row) => <StaffStatusBadge status={row.status} />,
          csv: (row) => row.status,
        },
      ]}
    />
  )
}
