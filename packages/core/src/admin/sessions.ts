import * as v from 'valibot'
import { REGISTRATION_CURRENCIES } from './company.ts'
import { EmailSchema, requiredText } from './fields.ts'

/** A one-time code as the user types it: exactly six digits, spaces forgiven. */
export const CodeSchema = v.pipe(
  v.string('Please enter the 6-digit code'),
  v.transform((code) => code.replace(/\s+/g, '')),
  v.regex(/^\d{6}$/, 'Please enter the 6-digit code'),
)

/** POST /api/sessions/register: a new company and its first user (spec 2, /sessions/create-company). */
export const RegisterPayloadSchema = v.object({
  company_name: requiredText('a company name'),
  first_name: requiredText('your first name'),
  last_name: requiredText('your last name'),
  email: EmailSchema,
  currency: v.picklist(REGISTRATION_CURRENCIES, 'Please choose a currency: AUD, NZD or USD'),
})
export type RegisterPayload = v.InferOutput<typeof RegisterPayloadSchema>

/** POST /api/sessions/sign-in and the resend button. */
export const SignInPayloadSchema = v.object({ email: EmailSchema })
export type SignInPayload = v.InferOutput<typeof SignInPayloadSchema>

/** POST /api/sessions/verify and /api/sessions/register/verify. */
export const VerifyPayloadSchema = v.object({ email: EmailSchema, code: CodeSchema })
export type VerifyPayload = v.InferOutput<typeof VerifyPayloadSchema>

/** How long a one-time code lives (ASVS 2.7.2, NIST 800-63B 5.1.3.2: at most 10 minutes). */
export const CODE_TTL_MINUTES = 10
/** Wrong tries that kill a code (ASVS 6.5: 6 digits × 5 tries = 5×10⁻⁶ chance per code). */
export const CODE_MAX_ATTEMPTS = 5
