import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons'
import { Button, Flex, Text } from '@radix-ui/themes'
import { t } from '../i18n/index.ts'

type Props = { page: number; pageSize: number; total: number; onPage: (page: number) => void }

/** Previous / next through a paged list, with where we are in it. */
export function Pager({ page, pageSize, total, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(total, page * pageSize)
  return (
    <Flex justify="between" align="center" mt="4" gap="3" wrap="wrap">
      <Text size="2" color="gray">
        {t('common.showing', { from, to, total })}
      </Text>
      <Flex gap="2" align="center">
        <Button variant="soft" color="gray" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon />
          {t('common.previous')}
        </Button>
        <Text size="2" color="gray">
          {t('common.page_of', { page, pages })}
        </Text>
        <Button variant="soft" color="gray" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('common.next')}
          <ChevronRightIcon />
        </Button>
      </Flex>
    </Flex>
  )
}
