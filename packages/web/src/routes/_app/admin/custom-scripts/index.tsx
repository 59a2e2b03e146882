import { customScriptResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceList, resourceSearch } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/admin/custom-scripts/')({
  validateSearch: resourceSearch(customScriptResource),
  component: () => <ResourceList resource={customScriptResource} />,
})
