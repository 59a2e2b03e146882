import { glueJobResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/list-search.ts'
import { ResourceList } from '../../../../components/resource/index.ts'
import { t } from '../../../../i18n/index.ts'

export const Route = createFileRoute('/_app/glue/jobs/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search),
  component: () => (
    <ResourceList
      resource={glueJobResource}
      description={t('glue.jobs_description')}
      path="/glue/jobs/edit"
      create={{ to: '/glue/jobs/new', label: t('glue.new_job') }}
    />
  ),
})
