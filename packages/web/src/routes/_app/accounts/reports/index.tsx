import { Card, Flex, Link as RadixLink } from '@radix-ui/themes'
import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/PageHeader.tsx'
import { t } from '../../../../i18n/index.ts'

/** /accounts/reports: the books' reports. */
export const Route = createFileRoute('/_app/accounts/reports/')({
  component: function BooksReports() {
    return (
      <>
        <PageHeader title={t('books.reports')} />
        <Card size="2">
          <Flex direction="column" gap="2">
            <RadixLink asChild>
              <Link to="/accounts/reports/profit-and-loss">{t('books.pl')}</Link>
            </RadixLink>
            <RadixLink asChild>
              <Link to="/accounts/reports/balance-sheet">{t('books.bs')}</Link>
            </RadixLink>
            <RadixLink asChild>
              <Link to="/accounts/reports/trial-balance">{t('books.tb')}</Link>
            </RadixLink>
            <RadixLink asChild>
              <Link to="/accounts/reports/bas-report">{t('books.bas')}</Link>
            </RadixLink>
            <RadixLink asChild>
              <Link to="/accounts/journal/new">{t('books.new_journal')}</Link>
            </RadixLink>
          </Flex>
        </Card>
      </>
    )
  },
})
