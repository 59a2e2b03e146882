import { moveItem, newStep, STEP_TYPES, type Step, type StepType, stepTypeLabel } from '@pos/core'
import { PlusIcon } from '@radix-ui/react-icons'
import { Badge, Box, Button, Card, Flex, Select, Text, TextField } from '@radix-ui/themes'
import { useState } from 'react'
import { LabelledSwitch } from '../../components/FormFields.tsx'
import { MoveButtons } from '../../components/MoveButtons.tsx'
import { RowRemoveButton } from '../../components/RowButtons.tsx'
import { SelectItems } from '../../components/SelectItems.tsx'
import { t } from '../../i18n/index.ts'
import { replaced } from './job-form.ts'
import { StepFields } from './StepFields.tsx'

type Props = {
  steps: Step[]
  onChange: (steps: Step[]) => void
  /** The numbers of the steps above (`2.1`), for labels and ids. */
  prefix?: string
  /** What this list is, for the add button's label ("Add step" at the top; "Then", "Else" inside an IF). */
  label?: string
}

/** Adds a step of a chosen type at the end of a list. */
function AddStep({ onAdd, id }: { onAdd: (type: StepType) => void; id: string }) {
  const [type, setType] = useState<StepType>('rest')
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Select.Root value={type} onValueChange={(next) => setType(next as StepType)}>
        <Select.Trigger id={id} aria-label={t('glue.step_type')} />
        <Select.Content>
          <SelectItems options={STEP_TYPES} />
        </Select.Content>
      </Select.Root>
      <Button type="button" variant="soft" onClick={() => onAdd(type)}>
        <PlusIcon />
        {t('glue.add_step')}
      </Button>
    </Flex>
  )
}

/**
 * The job editor's ordered list of steps: each step's card with its name, disabled flag, move up and down and
 * remove, its own fields, and (IF, For Each) the steps it holds, drawn by this same list.
 */
export function StepList({ steps, onChange, prefix = '', label }: Props) {
  const number = (index: number) => (prefix === '' ? `${index + 1}` : `${prefix}.${index + 1}`)
  const idOf = (index: number) => `step-${number(index).replaceAll('.', '-')}`
  return (
    <Flex direction="column" gap="3">
      {label && (
        <Text size="2" weight="bold" color="gray">
          {label}
        </Text>
      )}
      {steps.length === 0 && (
        <Text size="2" color="gray">
          {t('glue.no_steps')}
        </Text>
      )}
      {steps.map((step, index) => {
        const id = idOf(index)
        const update = (next: Step) => onChange(replaced(steps, index, next))
        return (
          <Card key={id} data-testid={id} style={step.disabled ? { opacity: 0.65 } : undefined}>
            <Flex direction="column" gap="3">
              <Flex gap="2" align="center" wrap="wrap">
                <Badge color="gray" variant="soft">
                  {number(index)}
                </Badge>
                <Badge>{stepTypeLabel(step.type)}</Badge>
                <Box flexGrow="1" minWidth="10rem">
                  <TextField.Root
                    id={`${id}-name`}
                    aria-label={t('glue.step_name')}
                    placeholder={t('glue.step_name')}
                    value={step.name}
                    onChange={(event) => update({ ...step, name: event.target.value })}
                  />
                </Box>
                <LabelledSwitch
                  id={`${id}-disabled`}
                  label={t('glue.disabled')}
                  checked={step.disabled}
                  onChange={(disabled) => update({ ...step, disabled })}
                />
                <Flex gap="1">
                  <MoveButtons
                    index={index}
                    count={steps.length}
                    labels={{ up: t('glue.move_up'), down: t('glue.move_down') }}
                    onMove={(by) => onChange(moveItem(steps, index, index + by))}
                    look={{ variant: 'soft', color: 'gray' }}
                  />
                  <RowRemoveButton
                    label={t('glue.remove')}
                    variant="soft"
                    onRemove={() => onChange(steps.filter((_, i) => i !== index))}
                  />
                </Flex>
              </Flex>
              <StepFields step={step} id={id} onChange={update} />
              {step.type === 'if' && (
                <Box pl="4" style={{ borderLeft: '2px solid var(--accent-6)' }}>
                  <Flex direction="column" gap="4">
                    <StepList
                      steps={step.steps}
                      prefix={number(index)}
                      label={t('glue.then')}
                      onChange={(inner) => update({ ...step, steps: inner })}
                    />
                    <StepList
                      steps={step.else_steps}
                      prefix={`${number(index)}e`}
                      label={t('glue.else')}
                      onChange={(inner) => update({ ...step, else_steps: inner })}
                    />
                  </Flex>
                </Box>
              )}
              {step.type === 'for_each' && (
                <Box pl="4" style={{ borderLeft: '2px solid var(--accent-6)' }}>
                  <StepList
                    steps={step.steps}
                    prefix={number(index)}
                    label={t('glue.each_item')}
                    onChange={(inner) => update({ ...step, steps: inner })}
                  />
                </Box>
              )}
            </Flex>
          </Card>
        )
      })}
      <AddStep
        id={`add-step-${prefix.replaceAll('.', '-') || 'top'}`}
        onAdd={(type) => onChange([...steps, newStep(type)])}
      />
    </Flex>
  )
}
