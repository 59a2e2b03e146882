import { USER_STATUSES, type UserStatus } from '../api/types.ts'
import { t } from '../i18n/index.ts'
import { SelectField } from './FormFields.tsx'
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
    <SelectField
      id="status"
      label={t('common.status')}
      value={value}
      options={USER_STATUSES.map((status) => ({ value: status, label: userStatusWords(status) }))}
      onChange={onChange}
    />
  )
}
