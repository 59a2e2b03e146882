import { t } from '../../i18n/index.ts'

/** Inline checks of the session forms; the server validates again and has the last word. */
export function emailError(email: string): string | undefined {
  if (!email.trim()) return t('error.required')
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : t('error.email')
}

export function codeError(code: string): string | undefined {
  return /^\d{6}$/.test(code) ? undefined : t('error.code')
}

export function requiredError(value: string): string | undefined {
  return value.trim() ? undefined : t('error.required')
}
