import { registerResource } from '@pos/core'
import { ResourceEdit } from '../../components/resource/index.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { stores } from './setup-api.ts'

/**
 * /register/stores/{id}/new and /register/stores/{id}/{register}: a register of the store in the route, its
 * name, template and printer (spec 3) as its declaration lays them out; a new one leads back to its store.
 */
export function RegisterEdit({ storeId, registerId }: { storeId: number; registerId: number | null }) {
  const store = useRequest((signal) => stores.get(storeId, { signal }), [storeId])
  const storeName = store.data?.name ?? ''
  return (
    <ResourceEdit
      resource={registerResource}
      id={registerId}
      fixed={{ store_id: storeId }}
      initial={{ printer_type: 'system' }}
      back={`/register/stores/${storeId}`}
      afterCreate="list"
      {...(registerId === null ? { title: t('register.new_title', { store: storeName }) } : {})}
      description={(row) =>
        row ? `${storeName} · ${t('register.prefix')} ${String(row.receipt_prefix)}` : undefined
      }
    />
  )
}
