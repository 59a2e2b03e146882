import { Flex, Grid, Switch, Text, TextField } from '@radix-ui/themes'
import { Field } from '../../components/Field.tsx'
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
      <Field label={t('customers.first_name')} htmlFor="first_name" error={errors.name}>
        <TextField.Root
          id="first_name"
          value={value.first_name}
          onChange={(e) => set('first_name', e.target.value)}
        />
      </Field>
      <Field label={t('customers.last_name')} htmlFor="last_name">
        <TextField.Root
          id="last_name"
          value={value.last_name}
          onChange={(e) => set('last_name', e.target.value)}
        />
      </Field>
      <Field label={t('customers.email')} htmlFor="email" error={errors.email}>
        <TextField.Root
          id="email"
          type="email"
          value={value.email}
          onChange={(e) => set('email', e.target.value)}
        />
      </Field>
      <Field label={t('customers.phone')} htmlFor="phone">
        <TextField.Root
          id="phone"
          type="tel"
          value={value.phone}
          onChange={(e) => set('phone', e.target.value)}
        />
      </Field>
      <Field label={t('customers.birth_date')} htmlFor="birth_date">
        <TextField.Root
          id="birth_date"
          type="date"
          value={value.birth_date}
          onChange={(e) => set('birth_date', e.target.value)}
        />
      </Field>
      <Field label={t('customers.tags')} htmlFor="tags" hint={t('customers.tags_hint')}>
        <TextField.Root id="tags" value={value.tags} onChange={(e) => set('tags', e.target.value)} />
      </Field>
      <Flex direction="column" gap="3">
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch
              checked={value.email_subscriber}
              onCheckedChange={(checked) => set('email_subscriber', checked)}
            />
            {t('customers.email_subscriber')}
          </Flex>
        </Text>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch
              checked={value.sms_subscriber}
              onCheckedChange={(checked) => set('sms_subscriber', checked)}
            />
            {t('customers.sms_subscriber')}
          </Flex>
        </Text>
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
