import { accountResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/accounts/chart-of-accounts/new/account')({
  component: () => (
    <ResourceEdit
      resource={accountResource}
      id={null}
      back="/accounts/chart-of-accounts"
      title="New account"
    />
  ),
})
