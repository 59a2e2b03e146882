import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons'
import { Button, Flex, Text } from '@radix-ui/themes'
import { t } from '../i18n/index.ts'

type Steps = { page: number; last: boolean; where: string; onPage: (page: number) => void }

/** Previous and next, with where we are between them. */
function PageSteps({ page, last, where, onPage }: Steps) {
  return (
    <Flex gap="2" align="center">
      <Button variant="soft" color="gray" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon />
        {t('common.previous')}
      </Button>
      <Text size="2" color="gray">
        {where}
      </Text>
      <Button variant="soft" color="gray" disabled={last} onClick={() => onPage(page + 1)}>
        {t('common.next')}
        <ChevronRightIcon />
      </Button>
    </Flex>
  )
}

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
      <PageSteps
        page={page}
        last={page >= pages}
        where={t('common.page_of', { page, pages })}
        onPage={onPage}
      />
    </Flex>
  )
}

/**
 * Previous / next through a list the server pages without counting it (its answer says whether there is
 * `more`). Shown only when there is a page to go to.
 */
export function MorePager({
  page,
  more,
  onPage,
}: {
  page: number
  more: boolean
  onPage: (page: number) => void
}) {
  if (page <= 1 && !more) return null
  return (
    <Flex justify="end" mt="4">
      <PageSteps page={page} last={!more} where={t('common.page', { page })} onPage={onPage} />
    </Flex>
  )
}
