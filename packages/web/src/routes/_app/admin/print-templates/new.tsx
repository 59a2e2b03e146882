import { createFileRoute } from '@tanstack/react-router'
import { PrintTemplateEdit } from '../../../../screens/templates/TemplateEdit.tsx'

export const Route = createFileRoute('/_app/admin/print-templates/new')({
  component: () => <PrintTemplateEdit id={null} />,
})
