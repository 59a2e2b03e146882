import * as v from 'valibot'
import { CompanySettingsSchema } from '../company-admin/company-settings.ts'
import { requiredText } from './fields.ts'

/** The currencies offered when a company registers (spec 2 /sessions, spec 9). */
export const REGISTRATION_CURRENCIES = ['AUD', 'NZD', 'USD'] as const
export type RegistrationCurrency = (typeof REGISTRATION_CURRENCIES)[number]

/** A company's own details as the admin screen edits them (the settings may be left out: they stay). */
export const CompanyPayloadSchema = v.object({
  name: requiredText('a company name'),
  currency: v.picklist(REGISTRATION_CURRENCIES, 'Please choose a currency: AUD, NZD or USD'),
  ...CompanySettingsSchema.entries,
})
export type CompanyPayload = v.InferOutput<typeof CompanyPayloadSchema>
