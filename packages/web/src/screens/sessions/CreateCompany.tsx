import { Button, Flex, Heading, Select, Text } from '@radix-ui/themes'
import { type ComponentProps, type FormEvent, useState } from 'react'
import { api } from '../../api/client.ts'
import { Field } from '../../components/Field.tsx'
import { t } from '../../i18n/index.ts'
import { CodeStep, useCodeEntry } from './CodeStep.tsx'
import { OtherSessionLink, SessionField } from './SessionParts.tsx'
import { emailError, requiredError } from './validation.ts'

/** Spec 2: the currencies offered at registration. */
const CURRENCIES = ['AUD', 'NZD', 'USD'] as const

type Details = {
  company_name: string
  first_name: string
  last_name: string
  email: string
  currency: (typeof CURRENCIES)[number]
}
type Errors = Partial<Record<keyof Details, string>>

/** Registration (spec 2): details, then a verification code, then create account. */
export function CreateCompany() {
  const [step, setStep] = useState<'details' | 'verify'>('details')
  const [details, setDetails] = useState<Details>({
    company_name: '',
    first_name: '',
    last_name: '',
    email: '',
    currency: 'AUD',
  })
  const [errors, setErrors] = useState<Errors>({})
  const entry = useCodeEntry(
    (code) => api.post('sessions/register/verify', { email: details.email.trim(), code }),
    '/dashboard',
  )
  const { busy, setBusy } = entry

  async function submitDetails(event: FormEvent) {
    event.preventDefault()
    const found: Errors = {
      company_name: requiredError(details.company_name),
      first_name: requiredError(details.first_name),
      last_name: requiredError(details.last_name),
      email: emailError(details.email),
    }
    setErrors(found)
    const firstInvalid = Object.entries(found).find(([, message]) => message)?.[0]
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus()
      return
    }
    setBusy(true)
    try {
      const trimmed = Object.fromEntries(Object.entries(details).map(([k, v]) => [k, v.trim()]))
      await api.post('sessions/register', trimmed)
      entry.restart()
      setStep('verify')
    } catch {
      // The client already showed the server's message.
    } finally {
      setBusy(false)
    }
  }

  if (step === 'verify') {
    return (
      <CodeStep
        entry={entry}
        above={
          <Text size="1" color="gray" weight="medium">
            {t('sessions.step', { step: 2, steps: 2 })}
          </Text>
        }
        title={t('sessions.create.verify_title')}
        intro={t('sessions.create.verify_intro', { email: details.email.trim() })}
        submit={t('sessions.create.create_account')}
      >
        <Button type="button" variant="ghost" color="gray" onClick={() => setStep('details')}>
          {t('sessions.create.back')}
        </Button>
      </CodeStep>
    )
  }

  const text = (
    key: 'company_name' | 'first_name' | 'last_name' | 'email',
    label: string,
    extra: Omit<ComponentProps<typeof SessionField>, 'id' | 'label' | 'value' | 'onChange' | 'error'> = {},
  ) => (
    <SessionField
      id={key}
      label={label}
      value={details[key]}
      onChange={(value) => setDetails({ ...details, [key]: value })}
      error={errors[key]}
      {...extra}
    />
  )

  return (
    <form onSubmit={submitDetails} noValidate>
      <Flex direction="column" gap="4">
        <Text size="1" color="gray" weight="medium">
          {t('sessions.step', { step: 1, steps: 2 })}
        </Text>
        <Heading as="h1" size="6">
          {t('sessions.create.title')}
        </Heading>
        <Text color="gray" size="2">
          {t('sessions.create.intro')}
        </Text>
        {text('company_name', t('sessions.create.company_name'), {
          autoFocus: true,
          autoComplete: 'organization',
        })}
        <Flex gap="3" direction={{ initial: 'column', xs: 'row' }}>
          <div style={{ flex: 1 }}>
            {text('first_name', t('sessions.create.first_name'), { autoComplete: 'given-name' })}
          </div>
          <div style={{ flex: 1 }}>
            {text('last_name', t('sessions.create.last_name'), { autoComplete: 'family-name' })}
          </div>
        </Flex>
        {text('email', t('sessions.email'), {
          type: 'email',
          autoComplete: 'email',
          placeholder: t('sessions.email_placeholder'),
        })}
        <Field label={t('sessions.create.currency')} htmlFor="currency">
          <Select.Root
            size="3"
            value={details.currency}
            onValueChange={(currency) =>
              setDetails({ ...details, currency: currency as Details['currency'] })
            }
          >
            <Select.Trigger id="currency" />
            <Select.Content>
              {CURRENCIES.map((currency) => (
                <Select.Item key={currency} value={currency}>
                  {t(`currency.${currency}`)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Field>
        <Button type="submit" size="3" loading={busy}>
          {t('sessions.create.continue')}
        </Button>
        <OtherSessionLink
          question={t('sessions.create.have_account')}
          to="/sessions/sign-in"
          label={t('sessions.create.sign_in')}
        />
      </Flex>
    </form>
  )
}
