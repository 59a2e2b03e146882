import { taxRateResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/accounts/tax-rates/new')({
  component: () => <ResourceEdit resource={taxRateResource} id={null} />,
})
