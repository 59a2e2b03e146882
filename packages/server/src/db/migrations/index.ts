import type { Migration, MigrationProvider } from 'kysely'
import * as tenancyAndSignIn from './0001-tenancy-and-sign-in.ts'
import * as sales from './0002-sales.ts'
import * as catalog from './0100-catalog.ts'
import * as customersLoyaltyGiftCards from './0200-customers-loyalty-gift-cards.ts'
import * as integrationsTerminals from './0300-integrations-terminals.ts'
import * as register from './0400-register.ts'
import * as yjsDocuments from './0500-yjs-documents.ts'
import * as itemsByCompanyProduct from './0600-items-by-company-product.ts'
import * as productsByName from './0610-products-by-name.ts'
import * as saleRowsCompanyBySale from './0620-sale-rows-company-by-sale.ts'
import * as inventory from './0700-inventory.ts'
import * as stockSearchTrigrams from './0710-stock-search-trigrams.ts'
import * as salesVelocity from './0720-sales-velocity.ts'
import * as fulfillmentsPerSale from './0730-fulfillments-per-sale.ts'
import * as books from './0800-books.ts'
import * as booksForExistingCompanies from './0810-books-for-existing-companies.ts'
import * as outboxAttachments from './0820-outbox-attachments.ts'
import * as priceVarianceAccount from './0830-price-variance-account.ts'
import * as companyAdmin from './0950-company-admin.ts'
import * as purchasing from './1000-purchasing.ts'
import * as shipments from './1050-shipments.ts'
import * as banking from './1100-banking.ts'
import * as glue from './1200-glue.ts'
import * as reportsBudgetsMediaPlayers from './1300-reports-budgets-media-players.ts'
import * as partnersAndImport from './1400-partners-and-import.ts'
import * as rightsPerAction from './1500-rights-per-action.ts'
import * as jobs from './1540-jobs.ts'
import * as customValues from './1570-custom-values.ts'
import * as partialSaleIndexes from './1630-partial-sale-indexes.ts'

/** Every migration in order. Add a numbered file and list it here; never edit one that has shipped. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-tenancy-and-sign-in': tenancyAndSignIn,
  '0002-sales': sales,
  '0100-catalog': catalog,
  '0200-customers-loyalty-gift-cards': customersLoyaltyGiftCards,
  '0300-integrations-terminals': integrationsTerminals,
  '0400-register': register,
  '0500-yjs-documents': yjsDocuments,
  '0600-items-by-company-product': itemsByCompanyProduct,
  '0610-products-by-name': productsByName,
  '0620-sale-rows-company-by-sale': saleRowsCompanyBySale,
  '0700-inventory': inventory,
  '0710-stock-search-trigrams': stockSearchTrigrams,
  '0720-sales-velocity': salesVelocity,
  '0730-fulfillments-per-sale': fulfillmentsPerSale,
  '0800-books': books,
  '0810-books-for-existing-companies': booksForExistingCompanies,
  '0820-outbox-attachments': outboxAttachments,
  '0830-price-variance-account': priceVarianceAccount,
  '0950-company-admin': companyAdmin,
  '1000-purchasing': purchasing,
  '1050-shipments': shipments,
  '1100-banking': banking,
  '1200-glue': glue,
  '1300-reports-budgets-media-players': reportsBudgetsMediaPlayers,
  '1400-partners-and-import': partnersAndImport,
  '1540-jobs': jobs,
  '1500-rights-per-action': rightsPerAction,
  '1570-custom-values': customValues,
  '1630-partial-sale-indexes': partialSaleIndexes,
}

/** Migrations live in code so that the bundled server carries them (no directory to read at run time). */
export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return MIGRATIONS
  },
}
