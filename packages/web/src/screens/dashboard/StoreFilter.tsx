import { ChevronDownIcon } from '@radix-ui/react-icons'
import { Button, Flex, Popover, Text } from '@radix-ui/themes'
import type { Store } from '../../api/types.ts'
import { LabelledCheckbox } from '../../components/LabelledCheckbox.tsx'
import { t, tn } from '../../i18n/index.ts'

type Props = { stores: Store[]; value: number[]; onChange: (ids: number[]) => void }

/** Which stores the dashboard adds up; none ticked means every store. */
export function StoreFilter({ stores, value, onChange }: Props) {
  const selected = stores.filter((store) => value.includes(store.id))
  const label =
    stores.length === 0
      ? t('dashboard.no_stores')
      : selected.length === 0 || selected.length === stores.length
        ? t('dashboard.all_stores')
        : selected.length === 1
          ? selected[0]!.name
          : tn('dashboard.n_stores', selected.length)
  return (
    <Popover.Root>
      <Popover.Trigger>
        <Button
          variant="surface"
          color="gray"
          size="2"
          disabled={stores.length === 0}
          aria-label={`${t('dashboard.stores')}: ${label}`}
        >
          {label}
          <ChevronDownIcon />
        </Button>
      </Popover.Trigger>
      <Popover.Content size="2" minWidth="220px">
        <Flex direction="column" gap="2">
          <Text size="1" weight="bold" color="gray">
            {t('dashboard.stores')}
          </Text>
          {stores.map((store) => (
            <LabelledCheckbox
              key={store.id}
              label={store.name}
              checked={value.includes(store.id)}
              onChange={(checked) =>
                onChange(checked ? [...value, store.id] : value.filter((id) => id !== store.id))
              }
            />
          ))}
          <Button size="1" variant="ghost" onClick={() => onChange([])} disabled={value.length === 0}>
            {t('dashboard.all_stores')}
          </Button>
        </Flex>
      </Popover.Content>
    </Popover.Root>
  )
}
