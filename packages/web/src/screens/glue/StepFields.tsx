import type { Step } from '@pos/core'
import { Grid, Select, TextArea, TextField } from '@radix-ui/themes'
import { Field } from '../../components/Field.tsx'
import { LabelledSwitch } from '../../components/FormFields.tsx'
import { SelectItems } from '../../components/SelectItems.tsx'
import { t } from '../../i18n/index.ts'
import { STEP_LAYOUTS, type StepField, type StepLayout } from './step-fields.ts'

const CODE_FONT = { fontFamily: 'var(--code-font-family)' }

type FieldProps<S extends Step> = {
  field: StepField<S>
  step: S
  id: string
  set: (patch: Partial<S>) => void
}

/** One field of a step, labelled, drawn by its kind. */
function StepFieldControl<S extends Step>({ field, step, id, set }: FieldProps<S>) {
  const fieldId = `${id}-${field.id}`
  const label = t(field.label)
  if (field.kind === 'switch')
    return (
      <LabelledSwitch
        id={fieldId}
        label={label}
        checked={field.value(step)}
        onChange={(value) => set(field.patch(value, step))}
      />
    )
  return (
    <Field label={label} htmlFor={fieldId} {...(field.hint ? { hint: t(field.hint) } : {})}>
      {field.kind === 'text' ? (
        <TextField.Root
          id={fieldId}
          value={field.value(step)}
          onChange={(event) => set(field.patch(event.target.value, step))}
          {...(field.mono ? { style: CODE_FONT } : {})}
        />
      ) : field.kind === 'area' ? (
        <TextArea
          id={fieldId}
          value={field.value(step)}
          rows={field.rows ?? 4}
          onChange={(event) => set(field.patch(event.target.value, step))}
          style={CODE_FONT}
        />
      ) : field.kind === 'choice' ? (
        <Select.Root value={field.value(step)} onValueChange={(value) => set(field.patch(value, step))}>
          <Select.Trigger id={fieldId} />
          <Select.Content>
            <SelectItems options={field.options()} />
          </Select.Content>
        </Select.Root>
      ) : (
        <TextField.Root
          id={fieldId}
          type="number"
          min={0}
          max={field.max}
          value={String(field.value(step))}
          onChange={(event) => set(field.patch(Number(event.target.value), step))}
          style={{ maxWidth: '8rem' }}
        />
      )}
    </Field>
  )
}

/** Whether a field shows for the step as it is now (a body only for a method that sends one, say). */
const shows = <S extends Step>(field: StepField<S>, step: S) => field.when?.(step) ?? true

/**
 * The fields of a step of its type, as `STEP_LAYOUTS` lists them: a field on its own, or a row of fields side by
 * side on a wide window (IF and For Each's own steps are drawn by the step list).
 */
export function StepFields({
  step,
  id,
  onChange,
}: {
  step: Step
  id: string
  onChange: (step: Step) => void
}) {
  const layout = STEP_LAYOUTS[step.type] as StepLayout<Step>
  const set = (patch: Partial<Step>) => onChange({ ...step, ...patch } as Step)
  return (
    <>
      {layout.map((block) =>
        'row' in block ? (
          <Grid
            key={block.row.map((field) => field.id).join()}
            columns={{ initial: '1', sm: block.columns ?? '2' }}
            gap="3"
          >
            {block.row
              .filter((field) => shows(field, step))
              .map((field) => (
                <StepFieldControl key={field.id} field={field} step={step} id={id} set={set} />
              ))}
          </Grid>
        ) : shows(block, step) ? (
          <StepFieldControl key={block.id} field={block} step={step} id={id} set={set} />
        ) : null,
      )}
    </>
  )
}
