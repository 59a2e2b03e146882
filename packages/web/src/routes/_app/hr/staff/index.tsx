import { staffResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/list-search.ts'
import { ResourceList } from '../../../../components/resource/index.ts'
import { t } from '../../../../i18n/index.ts'
import { STAFF_LIST_FILTERS } from '../../../../screens/list-filters.ts'

// Sales staff (spec 2 /hr/staff): search, status filter, paging, CSV.
export const Route = createFileRoute('/_app/hr/staff/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search, STAFF_LIST_FILTERS),
  component: () => <ResourceList resource={staffResource} title={t('staff.title')} />,
})
