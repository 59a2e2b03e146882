import { Checkbox, Text } from '@radix-ui/themes'
import type { Store } from '../api/types.ts'

type Props = { stores: Store[]; value: number[]; onChange: (ids: number[]) => void; label: string }

/** Pick any number of stores with checkboxes. */
export function StoreChecklist({ stores, value, onChange, label }: Props) {
  return (
    <fieldset className="store-checks" aria-label={label} style={{ border: 0, padding: 0, margin: 0 }}>
      {stores.map((store) => (
        <Text as="label" size="2" key={store.id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Checkbox
            checked={value.includes(store.id)}
            onCheckedChange={(checked) =>
              onChange(checked ? [...value, store.id] : value.filter((id) => id !== store.id))
            }
          />
          {store.name}
        </Text>
      ))}
    </fieldset>
  )
}
