import { supplierResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/accounts/suppliers/new')({
  component: () => <ResourceEdit resource={supplierResource} id={null} />,
})
