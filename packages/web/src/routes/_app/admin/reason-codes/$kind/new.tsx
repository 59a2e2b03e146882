import { createFileRoute, notFound } from '@tanstack/react-router'
import { ReasonEdit } from '../../../../../screens/reason-codes/ReasonEdit.tsx'
import { kindOfSlug } from '../../../../../screens/reason-codes/reason-kinds.ts'

export const Route = createFileRoute('/_app/admin/reason-codes/$kind/new')({
  beforeLoad: ({ params }) => {
    if (!kindOfSlug(params.kind)) throw notFound()
  },
  component: NewReason,
})

function NewReason() {
  const { kind } = Route.useParams()
  return <ReasonEdit key={kind} slug={kind} id={null} />
}
