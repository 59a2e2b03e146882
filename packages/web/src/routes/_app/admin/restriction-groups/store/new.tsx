import { storeRestrictionGroupResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/admin/restriction-groups/store/new')({
  component: () => <ResourceEdit resource={storeRestrictionGroupResource} id={null} />,
})
