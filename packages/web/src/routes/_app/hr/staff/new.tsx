import { createFileRoute } from '@tanstack/react-router'
import { StaffEdit } from '../../../../screens/staff/StaffEdit.tsx'

export const Route = createFileRoute('/_app/hr/staff/new')({
  component: () => <StaffEdit id={null} />,
})
