import { createFileRoute } from '@tanstack/react-router'
import { ReportScreen } from '../../../screens/reports/ReportScreen.tsx'

export const Route = createFileRoute('/_app/reports/new')({
  component: () => <ReportScreen id={null} />,
})
