import { type AnswerOf, SubscriptionAnswerSchema } from '@pos/core'
import { Button, Card, Flex, Grid, Heading, Progress, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { answers } from '../../api/answers.ts'
import { showToast } from '../../api/toast.ts'
import { TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useFieldErrors } from './use-field-errors.ts'

type Limit = 'store_licence' | 'register_licence'
type Subscription = AnswerOf<typeof SubscriptionAnswerSchema>['subscription']

function wholeOrText(text: string): number | string {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : text
}

/** The licence (spec 2 /admin/company/subscription): how many stores and registers it allows and uses. */
export function SubscriptionScreen() {
  const loaded = useRequest(
    (signal) => answers.get(SubscriptionAnswerSchema, 'proxy/company/subscription.json', { signal }),
    [],
  )
  const [subscription, setSubscription] = useState<Subscription | undefined>()
  const [form, setForm] = useState<Record<Limit, string>>({ store_licence: '', register_licence: '' })
  const [saving, setSaving] = useState(false)
  const fieldErrors = useFieldErrors()
  useEffect(() => {
    if (!loaded.data) return
    setSubscription(loaded.data.subscription)
    setForm({
      store_licence: String(loaded.data.subscription.store_licence),
      register_licence: String(loaded.data.subscription.register_licence),
    })
  }, [loaded.data])

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    fieldErrors.clear()
    try {
      const answer = await answers.put(SubscriptionAnswerSchema, 'proxy/company/subscription.json', {
        store_licence: wholeOrText(form.store_licence),
        register_licence: wholeOrText(form.register_licence),
      })
      setSubscription(answer.subscription)
      showToast(t('common.saved'), 'success')
    } catch (error) {
      fieldErrors.show(error)
    } finally {
      setSaving(false)
    }
  }

  const usage = (label: string, used: number, limit: number) => (
    <Card size="3">
      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          {label}
        </Heading>
        <Text size="6" weight="bold">
          {t('subscription.used', { used, limit })}
        </Text>
        <Progress
          value={Math.min(100, Math.round((used / Math.max(limit, 1)) * 100))}
          color={used >= limit ? 'red' : undefined}
          aria-label={label}
        />
      </Flex>
    </Card>
  )

  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={t('subscription.title')}
        description={t('subscription.intro')}
        actions={
          <Flex gap="2">
            <Button asChild variant="soft" color="gray">
              <Link to="/admin/company">{t('common.back')}</Link>
            </Button>
            <Button type="submit" loading={saving} disabled={!subscription}>
              {t('common.save')}
            </Button>
          </Flex>
        }
      />
      {subscription && (
        <Flex direction="column" gap="4">
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            {usage(t('subscription.stores'), subscription.store_count, subscription.store_licence)}
            {usage(t('subscription.registers'), subscription.register_count, subscription.register_licence)}
          </Grid>
          <Card size="3">
            <Heading as="h2" size="4" mb="4">
              {t('subscription.upgrade')}
            </Heading>
            <Grid columns={{ initial: '1', sm: '2' }} gap="4">
              {(['store_licence', 'register_licence'] as const).map((key) => (
                <TextInputField
                  key={key}
                  id={`subscription_${key}`}
                  label={t(`subscription.${key}`)}
                  value={form[key]}
                  inputMode="numeric"
                  onChange={(value) => {
                    setForm({ ...form, [key]: value })
                    fieldErrors.clearField(key)
                  }}
                  error={fieldErrors.errors[key]}
                />
              ))}
            </Grid>
          </Card>
        </Flex>
      )}
    </form>
  )
}
