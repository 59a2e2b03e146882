import { userResource } from '@pos/core'
import { ResourceEdit } from '../../../components/resource/index.ts'
import { t } from '../../../i18n/index.ts'
import { refreshMe, useMe } from '../../../session/session.ts'

/**
 * Create a user (id null) or edit one: details, and the settings of spec 3, in the tabs of its declaration. A
 * change to the signed-in user's own record refreshes the session (their menu and store follow it).
 */
export function UserEdit({ id }: { id: number | null }) {
  const me = useMe()
  return (
    <ResourceEdit
      resource={userResource}
      id={id}
      back="/admin/users"
      afterCreate="list"
      initial={{ status: 'active', 'settings.active': true }}
      {...(id === null ? {} : { description: t('users.edit_title') })}
      onSaved={() => {
        if (id === me.user.id) void refreshMe()
      }}
    />
  )
}
