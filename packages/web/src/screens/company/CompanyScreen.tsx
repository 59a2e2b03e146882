import {
  ADMIN_COUNTER_NAMES,
  ADMIN_COUNTERS,
  type AdminCounter,
  CompanyAnswerSchema,
  type CompanyDetails,
  type Counters,
  CountersAnswerSchema,
  formatAbn,
  REGISTRATION_CURRENCIES,
} from '@pos/core'
import { Box, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { answers } from '../../api/answers.ts'
import { showToast } from '../../api/toast.ts'
import { SelectField, TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useFieldErrors } from './use-field-errors.ts'

type Form = Omit<CompanyDetails, 'id' | 'gift_card_validity_days'> & { gift_card_validity_days: string }

const ADDRESS_KEYS = ['address1', 'address2', 'city', 'state', 'postcode', 'country'] as const

function formOf(company: CompanyDetails): Form {
  const { id: _id, ...rest } = company
  return {
    ...rest,
    abn: company.abn ? formatAbn(company.abn) : '',
    gift_card_validity_days: String(company.gift_card_validity_days),
  }
}

/** The browser's time zone names, for the time zone field's suggestions. */
function timeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] }
  return intl.supportedValuesOf?.('timeZone') ?? []
}

/** Company details (spec 2 /admin/company): the company, its address and images, and its counters. */
export function CompanyScreen() {
  const loaded = useRequest(
    (signal) => answers.get(CompanyAnswerSchema, 'proxy/company.json', { signal }),
    [],
  )
  const [form, setForm] = useState<Form | undefined>()
  const [saving, setSaving] = useState(false)
  const fieldErrors = useFieldErrors()
  const zones = useMemo(timeZones, [])
  useEffect(() => {
    if (loaded.data) setForm(formOf(loaded.data.company))
  }, [loaded.data])

  if (!form) return <PageHeader title={t('company.title')} />
  const { errors } = fieldErrors
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm({ ...form, [key]: value })
    fieldErrors.clearField(key)
  }
  const setAddress = (key: (typeof ADDRESS_KEYS)[number], value: string) =>
    set('address', { ...form.address, [key]: value })

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!form) return
    const days = form.gift_card_validity_days.trim()
    setSaving(true)
    fieldErrors.clear()
    try {
      const answer = await answers.put(CompanyAnswerSchema, 'proxy/company.json', {
        ...form,
        gift_card_validity_days: /^-?\d+$/.test(days) ? Number(days) : days,
      })
      setForm(formOf(answer.company))
      showToast(t('common.saved'), 'success')
    } catch (error) {
      fieldErrors.show(error)
    } finally {
      setSaving(false)
    }
  }

  const text = (key: 'name' | 'abn' | 'logo' | 'background' | 'timezone', hint?: string) => (
    <TextInputField
      id={`company_${key}`}
      label={t(`company.${key}`)}
      value={form[key]}
      onChange={(value) => set(key, value)}
      error={errors[key]}
      hint={hint}
      {...(key === 'timezone' ? { list: 'company_timezones', autoComplete: 'off' } : {})}
    />
  )

  return (
    <>
      <form onSubmit={save} noValidate>
        <PageHeader
          title={t('company.title')}
          description={t('company.intro')}
          actions={
            <Flex gap="2">
              <Button asChild variant="soft" color="gray">
                <Link to="/admin/company/subscription">{t('company.subscription_link')}</Link>
              </Button>
              <Button type="submit" loading={saving}>
                {t('common.save')}
              </Button>
            </Flex>
          }
        />
        <Card size="3" mb="4">
          <Heading as="h2" size="4" mb="4">
            {t('company.details')}
          </Heading>
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            {text('name')}
            <SelectField
              id="company_currency"
              label={t('company.currency')}
              value={form.currency}
              options={REGISTRATION_CURRENCIES.map((code) => ({ value: code, label: code }))}
              onChange={(value) => set('currency', value)}
              error={errors.currency}
            />
            {text('abn', t('company.abn_hint'))}
            {text('timezone', t('company.timezone_hint'))}
            <datalist id="company_timezones">
              {zones.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
            <TextInputField
              id="company_gift_card_validity_days"
              label={t('company.gift_card_validity')}
              value={form.gift_card_validity_days}
              inputMode="numeric"
              onChange={(value) => set('gift_card_validity_days', value)}
              error={errors.gift_card_validity_days}
              hint={t('company.gift_card_validity_hint')}
            />
          </Grid>
        </Card>
        <Card size="3" mb="4">
          <Heading as="h2" size="4" mb="4">
            {t('company.address')}
          </Heading>
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            {ADDRESS_KEYS.map((key) => (
              <TextInputField
                key={key}
                id={`company_address_${key}`}
                label={t(`company.${key}`)}
                value={form.address[key]}
                onChange={(value) => setAddress(key, value)}
                error={errors[`address.${key}`]}
              />
            ))}
          </Grid>
        </Card>
        <Card size="3" mb="4">
          <Heading as="h2" size="4" mb="4">
            {t('company.branding')}
          </Heading>
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            {(['logo', 'background'] as const).map((key) => (
              <Flex key={key} direction="column" gap="2">
                {text(key, t('company.image_hint'))}
                {form[key] && errors[key] === undefined && (
                  <Box className="company-image-preview">
                    <img src={form[key]} alt={t(`company.${key}`)} />
                  </Box>
                )}
              </Flex>
            ))}
          </Grid>
        </Card>
      </form>
      <CountersCard />
    </>
  )
}

function textOf(counters: Counters): Record<AdminCounter, string> {
  return Object.fromEntries(ADMIN_COUNTER_NAMES.map((name) => [name, String(counters[name])])) as Record<
    AdminCounter,
    string
  >
}

/** The counters with the values they give next; each can be moved ahead. */
function CountersCard() {
  const loaded = useRequest(
    (signal) => answers.get(CountersAnswerSchema, 'proxy/company/counters.json', { signal }),
    [],
  )
  const [values, setValues] = useState<Record<AdminCounter, string> | undefined>()
  const [saving, setSaving] = useState(false)
  const fieldErrors = useFieldErrors()
  useEffect(() => {
    if (loaded.data) setValues(textOf(loaded.data.counters))
  }, [loaded.data])
  if (!values || !loaded.data) return null
  const current = loaded.data.counters

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!values) return
    const changed = ADMIN_COUNTER_NAMES.filter((name) => values[name].trim() !== String(current[name]))
    const counters = Object.fromEntries(
      changed.map((name) => {
        const text = values[name].trim()
        return [name, /^\d+$/.test(text) ? Number(text) : text]
      }),
    )
    setSaving(true)
    fieldErrors.clear()
    try {
      const answer = await answers.put(CountersAnswerSchema, 'proxy/company/counters.json', { counters })
      setValues(textOf(answer.counters))
      loaded.reload()
      showToast(t('common.saved'), 'success')
    } catch (error) {
      fieldErrors.show(error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={save} noValidate>
      <Card size="3" mb="4">
        <Flex justify="between" align="start" gap="3" mb="4" wrap="wrap">
          <Box>
            <Heading as="h2" size="4">
              {t('company.counters')}
            </Heading>
            <Text as="p" size="2" color="gray">
              {t('company.counters_intro')}
            </Text>
          </Box>
          <Button type="submit" variant="soft" loading={saving}>
            {t('company.counters_save')}
          </Button>
        </Flex>
        <Grid columns={{ initial: '1', xs: '2', md: '3' }} gap="4">
          {ADMIN_COUNTER_NAMES.map((name) => (
            <TextInputField
              key={name}
              id={`counter_${name}`}
              label={ADMIN_COUNTERS[name]}
              value={values[name]}
              inputMode="numeric"
              onChange={(value) => {
                setValues({ ...values, [name]: value })
                fieldErrors.clearField(`counters.${name}`)
              }}
              error={fieldErrors.errors[`counters.${name}`]}
            />
          ))}
        </Grid>
      </Card>
    </form>
  )
}
