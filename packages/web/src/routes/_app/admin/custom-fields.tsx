import { createFileRoute } from '@tanstack/react-router'
import { CustomFields } from '../../../screens/custom-fields/CustomFields.tsx'

export const Route = createFileRoute('/_app/admin/custom-fields')({
  component: CustomFields,
})
