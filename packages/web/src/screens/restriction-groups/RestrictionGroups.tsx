import { storeRestrictionGroupResource, warehouseRestrictionGroupResource } from '@pos/core'
import { TabNav } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { ResourceList } from '../../components/resource/index.ts'
import { t } from '../../i18n/index.ts'

export type RestrictionKind = 'store' | 'warehouse'

/**
 * Restriction groups (spec 2 /admin/restriction-groups): the store and the warehouse groups, one tab each. A user
 * who is a member of a group sees only its stores (or warehouses).
 */
export function RestrictionGroups({ kind }: { kind: RestrictionKind }) {
  // Each tab is an address of its own (the list reads the URL's search), so the tabs are links under the title.
  const tabs = (
    <TabNav.Root mb="4" aria-label={t('restriction.title')}>
      {(['store', 'warehouse'] as const).map((tab) => (
        <TabNav.Link key={tab} asChild active={tab === kind}>
          <Link to="/admin/restriction-groups" search={{ kind: tab } as never}>
            {t(tab === 'store' ? 'restriction.stores' : 'restriction.warehouses')}
          </Link>
        </TabNav.Link>
      ))}
    </TabNav.Root>
  )
  return (
    <ResourceList
      resource={kind === 'store' ? storeRestrictionGroupResource : warehouseRestrictionGroupResource}
      title={t('restriction.title')}
      description={t(kind === 'store' ? 'restriction.intro_store' : 'restriction.intro_warehouse')}
      nav={tabs}
    />
  )
}
