import { customFieldSetResource } from '@pos/core'
import { menuMount } from '../admin/menus.ts'
import { storeRestrictionMount, warehouseRestrictionMount } from '../admin/restrictions.ts'
import { emailTemplateMount, printTemplateMount } from '../admin/templates.ts'
import { fixedAssetMount, fixedAssetTypeMount } from '../banking/fixed-asset-mounts.ts'
import { invoiceMount } from '../books/invoice-mount.ts'
import { accountMount, costCentreMount, paymentMethodMount, taxRateMount } from '../books/resource-mounts.ts'
import { priceListMount } from '../catalog/price-list-mount.ts'
import { glueJobMount } from '../glue/job-mount.ts'
import { INVENTORY_MOUNTS } from '../inventory/resource-mounts.ts'
import { mediaPlayerMount, playlistMount } from '../media-player/media-player-mounts.ts'
import { billMount } from '../purchasing/bill-mount.ts'
import { purchaseOrderMount } from '../purchasing/purchase-order-mount.ts'
import { shipmentMount } from '../purchasing/shipment-mount.ts'
import { shippingCostMount } from '../purchasing/shipping-cost-mount.ts'
import { supplierMount } from '../purchasing/supplier-mount.ts'
import { registerMount, registerTemplateMount, storeMount } from '../register/register-setup-mounts.ts'
import { reportMount } from '../reports/report-mount.ts'
import { apiUserMount } from '../routes/api-users.ts'
import { customScriptMount } from '../routes/custom-scripts.ts'
import { customerMount } from '../routes/customers.ts'
import { groupMount } from '../routes/groups.ts'
import { optionTemplateMount } from '../routes/option-templates.ts'
import { promotionMount } from '../routes/promotions.ts'
import { reasonMount } from '../routes/reasons.ts'
import { staffMount } from '../routes/staff.ts'
import { userMount } from '../routes/users.ts'
import { walletTemplateMount } from '../routes/wallet-templates.ts'
import { type ResourceMount, resourceMount } from './mount.ts'

/** Every back-office resource the app mounts from its core declaration (and the OpenAPI document lists). */
export const RESOURCE_MOUNTS: readonly ResourceMount[] = [
  apiUserMount,
  customScriptMount,
  customerMount,
  groupMount,
  optionTemplateMount,
  promotionMount,
  priceListMount,
  reasonMount,
  walletTemplateMount,
  accountMount,
  costCentreMount,
  taxRateMount,
  paymentMethodMount,
  invoiceMount,
  ...INVENTORY_MOUNTS,
  storeRestrictionMount,
  menuMount,
  emailTemplateMount,
  printTemplateMount,
  resourceMount(customFieldSetResource),
  warehouseRestrictionMount,
  supplierMount,
  purchaseOrderMount,
  billMount,
  shipmentMount,
  shippingCostMount,
  fixedAssetTypeMount,
  fixedAssetMount,
  glueJobMount,
  reportMount,
  playlistMount,
  mediaPlayerMount,
  staffMount,
  storeMount,
  registerTemplateMount,
  registerMount,
  userMount,
]
