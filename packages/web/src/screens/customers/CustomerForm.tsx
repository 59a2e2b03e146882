import { Flex, Grid } from '@radix-ui/themes'
import { LabelledSwitch, TextInputField } from '../../components/FormFields.tsx'
import { t } from '../../i18n/index.ts'

export type CustomerInput = {
  first_name: string
  last_name: string
  email: string
  phone: string
  birth_date: string
  email_subscriber: boolean
  sms_subscriber: boolean
  tags: string
}

export const EMPTY_CUSTOMER: CustomerInput = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  birth_date: '',
  email_subscriber: false,
  sms_subscriber: false,
  tags: '',
}

export type CustomerErrors = Partial<Record<'name' | 'email', string>>

/** The details of spec 3 Customer as form fields. */
export function CustomerForm({
  value,
  errors,
  onChange,
}: {
  value: CustomerInput
  errors: CustomerErrors
  onChange: (next: CustomerInput) => void
}) {
  const set = <K extends keyof CustomerInput>(key: K, next: CustomerInput[K]) =>
    onChange({ ...value, [key]: next })
  return (
    <Grid columns={{ initial: '1', sm: '2' }} gap="4">
      <TextInputField
        id="first_name"
        label={t('customers.first_name')}
        value={value.first_name}
        onChange={(text) => set('first_name', text)}
        error={errors.name}
      />
      <TextInputField
        id="last_name"
        label={t('customers.last_name')}
        value={value.last_name}
        onChange={(text) => set('last_name', text)}
      />
      <TextInputField
        id="email"
        label={t('customers.email')}
        type="email"
        value={value.email}
        onChange={(text) => set('email', text)}
        error={errors.email}
      />
      <TextInputField
        id="phone"
        label={t('customers.phone')}
        type="tel"
        value={value.phone}
        onChange={(text) => set('phone', text)}
      />
      <TextInputField
        id="birth_date"
        label={t('customers.birth_date')}
        type="date"
        value={value.birth_date}
        onChange={(text) => set('birth_date', text)}
      />
      <TextInputField
        id="tags"
        label={t('customers.tags')}
        value={value.tags}
        onChange={(text) => set('tags', text)}
        hint={t('customers.tags_hint')}
      />
      <Flex direction="column" gap="3">
        <LabelledSwitch
          label={t('customers.email_subscriber')}
          checked={value.email_subscriber}
          onChange={(checked) => set('email_subscriber', checked)}
        />
        <LabelledSwitch
          label={t('customers.sms_subscriber')}
          checked={value.sms_subscriber}
          onChange={(checked) => set('sms_subscriber', checked)}
        />
      </Flex>
    </Grid>
  )
}

/** The form's values as the API takes them. */
export function customerPayload(input: CustomerInput) {
  return {
    ...input,
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    email: input.email.trim(),
    birth_date: input.birth_date || null,
    tags: input.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  }
}

/** Checks the form before sending: a name, and a plausible email when one is given. */
export function customerErrors(input: CustomerInput): CustomerErrors {
  return {
    name: input.first_name.trim() || input.last_name.trim() ? undefined : t('customers.name_required'),
    email:
      input.email.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim())
        ? undefined
        : t('error.email'),
  }
}
