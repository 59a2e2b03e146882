import { storeRestrictionGroupResource, warehouseRestrictionGroupResource } from '@pos/core'
import { Tabs } from '@radix-ui/themes'
import { useNavigate } from '@tanstack/react-router'
import { ResourceList } from '../../components/resource/index.ts'
import { t } from '../../i18n/index.ts'

export type RestrictionKind = 'store' | 'warehouse'

/**
 * Restriction groups (spec 2 /admin/restriction-groups): the store and the warehouse groups, one tab each. A user
 * who is a member of a group sees only its stores (or warehouses).
 */
export function RestrictionGroups({ kind }: { kind: RestrictionKind }) {
  const navigate = useNavigate()
  return (
    <Tabs.Root
      value={kind}
      onValueChange={(next) =>
        void navigate({ to: '/admin/restriction-groups', search: { kind: next } as never })
      }
    >
      <Tabs.List mb="4">
        <Tabs.Trigger value="store">{t('restriction.stores')}</Tabs.Trigger>
        <Tabs.Trigger value="warehouse">{t('restriction.warehouses')}</Tabs.Trigger>
      </Tabs.List>
      {/* Only the open tab's panel is drawn (each list reads the URL's search). */}
      <Tabs.Content value={kind}>
        {kind === 'store' ? (
          <ResourceList
            resource={storeRestrictionGroupResource}
            title={t('restriction.title')}
            description={t('restriction.intro_store')}
          />
        ) : (
          <ResourceList
            resource={warehouseRestrictionGroupResource}
            title={t('restriction.title')}
            description={t('restriction.intro_warehouse')}
          />
        )}
      </Tabs.Content>
    </Tabs.Root>
  )
}
