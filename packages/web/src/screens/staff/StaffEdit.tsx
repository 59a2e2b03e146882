import { staffResource } from '@pos/core'
import { Badge, Flex, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { ResourceEdit } from '../../components/resource/index.ts'
import { formatDate } from '../../format/dates.ts'
import { t } from '../../i18n/index.ts'
import type { Staff } from './staff-api.ts'

/**
 * Add a sales person (id null, back to the list once added) or edit one on the generic edit screen, with their
 * status above the fields and the declaration's terminate and reinstate (spec 3, 4).
 */
export function StaffEdit({ id }: { id: number | null }) {
  return (
    <ResourceEdit
      resource={staffResource}
      id={id}
      afterCreate="list"
      description={(row) => {
        const terminated = (row as Staff | undefined)?.terminated
        return terminated ? t('staff.terminated_on', { date: formatDate(terminated) }) : undefined
      }}
      layout={(fields, { row }) => <StaffStatus staff={row as Staff | undefined} fields={fields} />}
    />
  )
}

function StaffStatus({ staff, fields }: { staff: Staff | undefined; fields: ReactNode }) {
  return (
    <>
      {staff && (
        <Flex mb="3" gap="2" align="center">
          <Text size="2" weight="medium">
            {t('staff.status')}
          </Text>
          <Badge color={staff.status === 'active' ? 'green' : 'gray'} variant="soft" radius="full">
            {t(staff.status === 'active' ? 'staff.active' : 'staff.terminated')}
          </Badge>
        </Flex>
      )}
      {fields}
    </>
  )
}
