import { replenishmentResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/list-search.ts'
import { ResourceList } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/inventory/replenishments/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search),
  component: () => <ResourceList resource={replenishmentResource} />,
})
