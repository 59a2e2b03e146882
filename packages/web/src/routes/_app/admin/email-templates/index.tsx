import { emailTemplateResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { validateAnyListSearch } from '../../../../components/entity/list-search.ts'
import { ResourceList } from '../../../../components/resource/index.ts'
import { t } from '../../../../i18n/index.ts'

export const Route = createFileRoute('/_app/admin/email-templates/')({
  validateSearch: validateAnyListSearch,
  component: () => <ResourceList resource={emailTemplateResource} description={t('templates.email_intro')} />,
})
