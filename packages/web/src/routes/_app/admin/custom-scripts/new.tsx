import { customScriptResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/admin/custom-scripts/new')({
  component: () => <ResourceEdit resource={customScriptResource} id={null} />,
})
