import { userResource } from '@pos/core'
import { ResourceList } from '../../../components/resource/index.ts'
import { t } from '../../../i18n/index.ts'

/** The company's users as their declaration lists them: search, filter by status, page through. */
export function Users() {
  return (
    <ResourceList
      resource={userResource}
      path="/admin/user/edit"
      create={{ to: '/admin/user/new', label: t('users.new') }}
    />
  )
}
