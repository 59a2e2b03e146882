import { Badge } from '@radix-ui/themes'
import type { UserStatus } from '../api/types.ts'
import { t } from '../i18n/index.ts'

export function StatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge color={status === 'active' ? 'green' : 'gray'} variant="soft" radius="full">
      {t(status === 'active' ? 'status.active' : 'status.disabled')}
    </Badge>
  )
}
