import { createFileRoute } from '@tanstack/react-router'
import { CompanyScreen } from '../../../../screens/company/CompanyScreen.tsx'

export const Route = createFileRoute('/_app/admin/company/')({
  component: CompanyScreen,
})
