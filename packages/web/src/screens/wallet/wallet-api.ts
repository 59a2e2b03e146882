import { type RowOf, walletTemplateResource } from '@pos/core'
import { resourceClient } from '../../api/resource-client.ts'

/** Wallet pass templates, typed from their core declaration. */
export const walletTemplates = resourceClient(walletTemplateResource)
export type WalletTemplateRow = RowOf<typeof walletTemplateResource>
