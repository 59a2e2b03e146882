import { menuResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { validateAnyListSearch } from '../../../components/entity/list-search.ts'
import { ResourceList } from '../../../components/resource/index.ts'
import { t } from '../../../i18n/index.ts'

export const Route = createFileRoute('/_app/admin/menus')({
  validateSearch: validateAnyListSearch,
  component: () => (
    <ResourceList
      resource={menuResource}
      description={t('menus.list_intro')}
      path="/admin/menu/edit"
      create={{ to: '/admin/menu/new', label: t('menus.new') }}
    />
  ),
})
