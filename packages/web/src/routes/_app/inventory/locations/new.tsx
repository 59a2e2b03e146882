import { locationResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/inventory/locations/new')({
  component: () => <ResourceEdit resource={locationResource} id={null} />,
})
