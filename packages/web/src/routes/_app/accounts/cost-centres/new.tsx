import { costCentreResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/accounts/cost-centres/new')({
  component: () => <ResourceEdit resource={costCentreResource} id={null} />,
})
