import { createFileRoute } from '@tanstack/react-router'
import { ReasonKinds } from '../../../../screens/reason-codes/ReasonKinds.tsx'

export const Route = createFileRoute('/_app/admin/reason-codes/')({
  component: ReasonKinds,
})
