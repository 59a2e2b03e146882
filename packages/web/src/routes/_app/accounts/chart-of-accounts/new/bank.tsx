import { accountResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../../components/resource/index.ts'

/** A bank account: an account of type Bank, with the bank's details. */
export const Route = createFileRoute('/_app/accounts/chart-of-accounts/new/bank')({
  component: () => (
    <ResourceEdit
      resource={accountResource}
      id={null}
      fixed={{ type: 'Bank' }}
      back="/accounts/chart-of-accounts"
      title="New bank account"
    />
  ),
})
