import { createFileRoute } from '@tanstack/react-router'
import { PrintTemplateEdit } from '../../../../screens/templates/TemplateEdit.tsx'
import { requireNumericParams } from '../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/admin/print-templates/$id')({
  beforeLoad: requireNumericParams,
  component: EditPrintTemplate,
})

function EditPrintTemplate() {
  const { id } = Route.useParams()
  return <PrintTemplateEdit key={id} id={Number(id)} />
}
