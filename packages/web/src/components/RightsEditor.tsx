import { ALL_PAGE_RIGHTS, type PageRight, REGISTER_CACHES, type RegisterCache } from '@pos/core'
import { Button, Checkbox, Flex, Heading, Separator, Text } from '@radix-ui/themes'
import { cacheLabel, rightLabel, t } from '../i18n/index.ts'
import { MENU, rightsByMenuGroup } from '../shell/menu.ts'

/** Groups carry register caches too; API users have page rights only (no register). */
type Rights = { pages: PageRight[]; caches?: RegisterCache[] }
type Props<R extends Rights> = { value: R; onChange: (rights: R) => void }

const GROUPS = rightsByMenuGroup(MENU, ALL_PAGE_RIGHTS)

/** Page rights as a checklist grouped like the side menu, then the register caches (spec 6). */
export function RightsEditor<R extends Rights>({ value, onChange }: Props<R>) {
  const caches = value.caches
  const togglePage = (right: PageRight, on: boolean) =>
    onChange({ ...value, pages: on ? [...value.pages, right] : value.pages.filter((page) => page !== right) })
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
            onClick={() => onChange({ ...value, pages: [...ALL_PAGE_RIGHTS] })}
          >
            {t('groups.select_all')}
          </Button>
          <Button
            type="button"
            size="1"
            variant="ghost"
            color="gray"
            onClick={() => onChange({ ...value, pages: [] })}
          >
            {t('groups.clear')}
          </Button>
        </Flex>
      </Flex>
      <div className="rights-grid">
        {GROUPS.map((group) => (
          <fieldset
            key={group.label}
            aria-label={t(group.label)}
            style={{ border: 0, padding: 0, margin: 0 }}
          >
            <Text
              as="div"
              size="1"
              weight="bold"
              color="gray"
              mb="2"
              style={{ textTransform: 'uppercase', letterSpacing: '0.04em' }}
            >
              {t(group.label)}
            </Text>
            <Flex direction="column" gap="2">
              {group.rights.map((right) => (
                <Text as="label" size="2" key={right}>
                  <Flex gap="2" align="center">
                    <Checkbox
                      checked={value.pages.includes(right)}
                      onCheckedChange={(checked) => togglePage(right, checked === true)}
                    />
                    {rightLabel(right)}
                  </Flex>
                </Text>
              ))}
            </Flex>
          </fieldset>
        ))}
      </div>
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
