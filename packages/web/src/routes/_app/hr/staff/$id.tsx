import { createFileRoute } from '@tanstack/react-router'
import { StaffEdit } from '../../../../screens/staff/StaffEdit.tsx'

export const Route = createFileRoute('/_app/hr/staff/$id')({
  component: EditStaff,
})

function EditStaff() {
  const { id } = Route.useParams()
  return <StaffEdit key={id} id={Number(id)} />
}
