import { Select } from '@radix-ui/themes'
import { USER_STATUSES, type UserStatus } from '../api/types.ts'
import { t } from '../i18n/index.ts'
import { Field } from './Field.tsx'
import { userStatusWords } from './StatusBadge.tsx'

/** The Status of a user or an API user being edited: Active or Disabled (a disabled one cannot sign in). */
export function UserStatusField({
  value,
  onChange,
}: {
  value: UserStatus
  onChange: (status: UserStatus) => void
}) {
  return (
    <Field label={t('common.status')} htmlFor="status">
      <Select.Root value={value} onValueChange={(next) => onChange(next as UserStatus)}>
        <Select.Trigger id="status" />
        <Select.Content>
          {USER_STATUSES.map((status) => (
            <Select.Item key={status} value={status}>
              {userStatusWords(status)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Field>
  )
}
