import { GLUE_JOB_TYPES, type JobType, SYSTEM_EVENTS } from '@pos/core'
import { Callout, Card, Code, Flex, Grid, Heading, Select, Text, TextField } from '@radix-ui/themes'
import { Field } from '../../components/Field.tsx'
import { TextInputField } from '../../components/FormFields.tsx'
import { t } from '../../i18n/index.ts'
import type { JobForm } from './job-form.ts'

type Props = {
  form: JobForm
  webhookUrl: string
  errors: Record<string, string>
  onChange: (patch: Partial<JobForm>) => void
}

/** The job's own fields: name, type (and a system hook's event), log category and its webhook URL. */
export function JobDetails({ form, webhookUrl, errors, onChange }: Props) {
  return (
    <Card mb="4">
      <Heading as="h2" size="4" mb="3">
        {t('glue.details')}
      </Heading>
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <TextInputField
          id="job-name"
          label={t('glue.name')}
          value={form.name}
          error={errors.name}
          onChange={(name) => onChange({ name })}
        />
        <Field label={t('glue.type')} htmlFor="job-type" error={errors.type}>
          <Select.Root value={form.type} onValueChange={(type) => onChange({ type: type as JobType })}>
            <Select.Trigger id="job-type" />
            <Select.Content>
              {GLUE_JOB_TYPES.map((type) => (
                <Select.Item key={type.value} value={type.value}>
                  {type.label}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Field>
        <TextInputField
          id="job-log-category"
          label={t('glue.log_category')}
          value={form.log_category}
          error={errors.log_category}
          onChange={(log_category) => onChange({ log_category })}
        />
        {form.type === 'system_hook' && (
          <Field
            label={t('glue.system_event')}
            htmlFor="job-system-event"
            error={errors.system_event}
            hint={t('glue.system_hook_note')}
          >
            <Select.Root
              value={form.system_event || undefined}
              onValueChange={(system_event) => onChange({ system_event })}
            >
              <Select.Trigger id="job-system-event" placeholder={t('glue.system_event')} />
              <Select.Content>
                {SYSTEM_EVENTS.map((event) => (
                  <Select.Item key={event.value} value={event.value}>
                    {event.label}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Field>
        )}
      </Grid>
      {form.type === 'webhook' && (
        <Flex direction="column" gap="1" mt="3">
          <Text as="div" size="2" weight="medium">
            {t('glue.webhook_url')}
          </Text>
          {webhookUrl ? (
            <>
              <TextField.Root
                readOnly
                aria-label={t('glue.webhook_url')}
                data-testid="webhook-url"
                value={`${window.location.origin}${webhookUrl}`}
                onFocus={(event) => event.target.select()}
                style={{ fontFamily: 'var(--code-font-family)' }}
              />
              <Text size="1" color="gray">
                {t('glue.webhook_hint')}
              </Text>
            </>
          ) : (
            <Callout.Root size="1" color="gray">
              <Callout.Text>{t('glue.webhook_after_save')}</Callout.Text>
            </Callout.Root>
          )}
        </Flex>
      )}
      {errors.form && (
        <Text as="p" color="red" size="2" mt="3" role="alert">
          <Code variant="ghost">{errors.form}</Code>
        </Text>
      )}
    </Card>
  )
}
