import {
  ALL_PAGE_RIGHTS,
  type AreaRights,
  allAreaRights,
  holds,
  REGISTER_CACHES,
  type RegisterCache,
  RIGHT_ACTIONS,
  type RightAction,
  setRight,
} from '@pos/core'
import { Button, Checkbox, Flex, Heading, Separator, Table, Text } from '@radix-ui/themes'
import { cacheLabel, rightLabel, t } from '../i18n/index.ts'
import { MENU, rightsByMenuGroup } from '../shell/menu.ts'

/** Groups carry register caches too; API users have area rights only (no register). */
type Rights = { areas: AreaRights; caches?: RegisterCache[] }
type Props<R extends Rights> = { value: R; onChange: (rights: R) => void }

const GROUPS = rightsByMenuGroup(MENU, ALL_PAGE_RIGHTS)

function actionLabel(action: RightAction): string {
  return t(`groups.action.${action}`)
}

/**
 * Rights per area (issue 16): one row per area, grouped like the side menu, with a checkbox for each action (view,
 * edit, approve, export); then the register caches (spec 6). The rule that an action brings view is core's.
 */
export function RightsEditor<R extends Rights>({ value, onChange }: Props<R>) {
  const caches = value.caches
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center">
        <Heading as="h3" size="3">
          {t('groups.pages')}
        </Heading>
        <Flex gap="3">
          <Button
            type="button"
            size="1"
            variant="ghost"
            onClick={() => onChange({ ...value, areas: allAreaRights() })}
          >
            {t('groups.select_all')}
          </Button>
          <Button
            type="button"
            size="1"
            variant="ghost"
            color="gray"
            onClick={() => onChange({ ...value, areas: {} })}
          >
            {t('groups.clear')}
          </Button>
        </Flex>
      </Flex>
      <Text as="p" size="1" color="gray">
        {t('groups.actions_hint')}
      </Text>
      <Table.Root size="1" variant="surface" aria-label={t('groups.pages')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('groups.area')}</Table.ColumnHeaderCell>
            {RIGHT_ACTIONS.map((action) => (
              <Table.ColumnHeaderCell key={action} align="center" width="1%">
                {actionLabel(action)}
              </Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        {GROUPS.map((group) => (
          <Table.Body key={group.label}>
            <Table.Row>
              <Table.Cell colSpan={RIGHT_ACTIONS.length + 1}>
                <Text
                  size="1"
                  weight="bold"
                  color="gray"
                  style={{ textTransform: 'uppercase', letterSpacing: '0.04em' }}
                >
                  {t(group.label)}
                </Text>
              </Table.Cell>
            </Table.Row>
            {group.rights.map((area) => (
              <Table.Row key={area} align="center">
                <Table.RowHeaderCell>{rightLabel(area)}</Table.RowHeaderCell>
                {RIGHT_ACTIONS.map((action) => (
                  <Table.Cell key={action} align="center">
                    <Checkbox
                      aria-label={`${rightLabel(area)}: ${actionLabel(action)}`}
                      checked={holds(value.areas, area, action)}
                      onCheckedChange={(checked) =>
                        onChange({
                          ...value,
                          areas: setRight(value.areas, { area, action }, checked === true),
                        })
                      }
                    />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        ))}
      </Table.Root>
      {caches && (
        <>
          <Separator size="4" />
          <div>
            <Heading as="h3" size="3">
              {t('groups.caches')}
            </Heading>
            <Text as="p" size="1" color="gray" mt="1" mb="3">
              {t('groups.caches_hint')}
            </Text>
            <fieldset className="store-checks" aria-label={t('groups.caches')}>
              {REGISTER_CACHES.map((cache) => (
                <Text as="label" size="2" key={cache}>
                  <Flex gap="2" align="center">
                    <Checkbox
                      checked={caches.includes(cache)}
                      onCheckedChange={(checked) =>
                        onChange({
                          ...value,
                          caches: checked ? [...caches, cache] : caches.filter((c) => c !== cache),
                        })
                      }
                    />
                    {cacheLabel(cache)}
                  </Flex>
                </Text>
              ))}
            </fieldset>
          </div>
        </>
      )}
    </Flex>
  )
}
