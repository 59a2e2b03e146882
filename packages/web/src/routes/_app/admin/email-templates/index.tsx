import { emailTemplateResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceList, resourceSearch } from '../../../../components/resource/index.ts'
import { t } from '../../../../i18n/index.ts'

export const Route = createFileRoute('/_app/admin/email-templates/')({
  validateSearch: resourceSearch(emailTemplateResource),
  component: () => <ResourceList resource={emailTemplateResource} description={t('templates.email_intro')} />,
})
