import { carrierResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/inventory/carriers/new')({
  component: () => <ResourceEdit resource={carrierResource} id={null} />,
})
