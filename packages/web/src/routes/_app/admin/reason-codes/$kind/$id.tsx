import { createFileRoute, notFound } from '@tanstack/react-router'
import { ReasonEdit } from '../../../../../screens/reason-codes/ReasonEdit.tsx'
import { kindOfSlug } from '../../../../../screens/reason-codes/reason-kinds.ts'

export const Route = createFileRoute('/_app/admin/reason-codes/$kind/$id')({
  beforeLoad: ({ params }) => {
    if (!kindOfSlug(params.kind)) throw notFound()
  },
  component: EditReason,
})

function EditReason() {
  const { kind, id } = Route.useParams()
  return <ReasonEdit key={`${kind}-${id}`} slug={kind} id={Number(id)} />
}
