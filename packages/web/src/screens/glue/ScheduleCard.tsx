import { MONTHS, nextRun, SCHEDULE_PERIODS, type Schedule, type SchedulePeriod, WEEKDAYS } from '@pos/core'
import { Card, Checkbox, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { LabelledSwitch, SelectField, TextInputField } from '../../components/FormFields.tsx'
import { t } from '../../i18n/index.ts'

/** The next run in UTC, as the schedule's times are. */
const utc = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

type Props = { schedule: Schedule; error?: string | undefined; onChange: (schedule: Schedule) => void }

function toggled(list: readonly number[], value: number, on: boolean): number[] {
  return on ? [...new Set([...list, value])].sort((a, b) => a - b) : list.filter((item) => item !== value)
}

/** A scheduled job's period, start (UTC), weekdays, months and day (or last day), with its next run. */
export function ScheduleCard({ schedule, error, onChange }: Props) {
  const set = (patch: Partial<Schedule>) => onChange({ ...schedule, ...patch })
  const next = nextRun(schedule, new Date())
  return (
    <Card mb="4">
      <Heading as="h2" size="4" mb="1">
        {t('glue.schedule')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        {t('glue.schedule_hint')}
        {next ? ` ${t('glue.next_run', { when: `${utc.format(next)} UTC` })}` : ''}
      </Text>
      <Grid columns={{ initial: '1', sm: '2' }} gap="3" mb="3">
        <SelectField
          id="schedule-period"
          label={t('glue.period')}
          value={schedule.period}
          options={SCHEDULE_PERIODS}
          onChange={(period) => set({ period: period as SchedulePeriod })}
        />
        <TextInputField
          id="schedule-start"
          label={t('glue.start')}
          type="datetime-local"
          value={schedule.start}
          onChange={(value) => set({ start: value.slice(0, 16) })}
          error={error}
        />
      </Grid>
      {schedule.period === 'monthly' && (
        <Flex gap="4" align="end" mb="3" wrap="wrap">
          <TextInputField
            id="schedule-day"
            label={t('glue.day')}
            type="number"
            min={1}
            max={31}
            disabled={schedule.last_day}
            value={String(schedule.day)}
            style={{ width: '6rem' }}
            onChange={(value) => set({ day: Number(value) })}
          />
          <LabelledSwitch
            id="schedule-last-day"
            label={t('glue.last_day')}
            checked={schedule.last_day}
            onChange={(last_day) => set({ last_day })}
          />
        </Flex>
      )}
      {schedule.period !== 'once' && schedule.period !== 'monthly' && (
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
          <Text as="div" size="2" weight="medium" mb="1">
            {t('glue.weekdays')}{' '}
            <Text color="gray" weight="regular">
              {t('glue.any_day')}
            </Text>
          </Text>
          <Flex gap="3" wrap="wrap">
            {WEEKDAYS.map((day, index) => (
              <Text as="label" size="2" key={day}>
                <Flex gap="1" align="center">
                  <Checkbox
                    checked={schedule.weekdays.includes(index)}
                    onCheckedChange={(on) =>
                      set({ weekdays: toggled(schedule.weekdays, index, on === true) })
                    }
                  />
                  {day.slice(0, 3)}
                </Flex>
              </Text>
            ))}
          </Flex>
        </fieldset>
      )}
      {schedule.period !== 'once' && (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text as="div" size="2" weight="medium" mb="1">
            {t('glue.months')}{' '}
            <Text color="gray" weight="regular">
              {t('glue.any_month')}
            </Text>
          </Text>
          <Flex gap="3" wrap="wrap">
            {MONTHS.map((month, index) => (
              <Text as="label" size="2" key={month}>
                <Flex gap="1" align="center">
                  <Checkbox
                    checked={schedule.months.includes(index + 1)}
                    onCheckedChange={(on) =>
                      set({ months: toggled(schedule.months, index + 1, on === true) })
                    }
                  />
                  {month.slice(0, 3)}
                </Flex>
              </Text>
            ))}
          </Flex>
        </fieldset>
      )}
    </Card>
  )
}
