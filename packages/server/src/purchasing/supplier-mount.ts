import { supplierResource } from '@pos/core'
import { withCompanyTaxRate } from '../books/default-tax-rate.ts'
import { resourceMount } from '../resource/mount.ts'

/** Suppliers: a tax rate must be the company's. */
export const supplierMount = resourceMount(supplierResource, {
  beforeWrite: withCompanyTaxRate,
})
