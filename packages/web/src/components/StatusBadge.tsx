import { Badge } from '@radix-ui/themes'
import type { UserStatus } from '../api/types.ts'
import { t } from '../i18n/index.ts'

/** A user's or an API user's status in words: Active or Disabled. */
export function userStatusWords(status: UserStatus): string {
  return t(status === 'active' ? 'status.active' : 'status.disabled')
}

export function StatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge color={status === 'active' ? 'green' : 'gray'} variant="soft" radius="full">
      {userStatusWords(status)}
    </Badge>
  )
}
