import { mediaPlayerResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/list-search.ts'
import { ResourceList } from '../../../../components/resource/index.ts'
import { t } from '../../../../i18n/index.ts'

export const Route = createFileRoute('/_app/media-player/players/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search),
  component: () => (
    <ResourceList
      resource={mediaPlayerResource}
      create={{ to: '/media-player/players/pair', label: t('media.pair_button') }}
    />
  ),
})
