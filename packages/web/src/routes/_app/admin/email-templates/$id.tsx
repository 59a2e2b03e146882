import { createFileRoute } from '@tanstack/react-router'
import { EmailTemplateEdit } from '../../../../screens/templates/TemplateEdit.tsx'
import { requireNumericParams } from '../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/admin/email-templates/$id')({
  beforeLoad: requireNumericParams,
  component: EditEmailTemplate,
})

function EditEmailTemplate() {
  const { id } = Route.useParams()
  return <EmailTemplateEdit key={id} id={Number(id)} />
}
