import { customScriptResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { validateAnyListSearch } from '../../../../components/entity/list-search.ts'
import { ResourceList } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/admin/custom-scripts/')({
  validateSearch: validateAnyListSearch,
  component: () => <ResourceList resource={customScriptResource} />,
})
