import type { DiscountReason, SaleLine } from '@pos/core'
import { minor } from '@pos/core'
import { Button, Dialog, Flex, Select, Text, TextField } from '@radix-ui/themes'
import { type FormEvent, useState } from 'react'
import { t } from '../../i18n/index.ts'
import type { LineChange } from '../../register/sale/sale-model.ts'
import { moneyInputText, parseMoneyInput } from '../customers/money-input.ts'

type Props = {
  line: SaleLine
  reasons: readonly DiscountReason[]
  onSave: (change: LineChange) => void
  onRemove: () => void
  onClose: () => void
}

/** Sale item edit (spec 2): quantity, a price override, a discount with its reason (capped by core). */
export function LineEditDialog({ line, reasons, onSave, onRemove, onClose }: Props) {
  const [quantity, setQuantity] = useState(String(line.quantity))
  const [price, setPrice] = useState(moneyInputText(line.item_price))
  const [percent, setPercent] = useState(
    line.manual_discount?.kind === 'percent' ? String(line.manual_discount.value) : '',
  )
  const [reason, setReason] = useState(line.manual_discount?.reason_id ?? reasons[0]?.id ?? '')
  const [problem, setProblem] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const qty = Number(quantity)
    const cents = parseMoneyInput(price)
    const pct = percent.trim() === '' ? 0 : Number(percent)
    if (!Number.isSafeInteger(qty) || qty === 0 || cents === null || cents < 0 || !(pct >= 0 && pct <= 100)) {
      setProblem(t('sale.line_edit'))
      return
    }
    onSave({
      quantity: qty,
      item_price: minor(cents),
      manual_discount: pct > 0 && reason ? { kind: 'percent', value: pct, reason_id: reason } : null,
    })
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="440px" aria-describedby={undefined}>
        <Dialog.Title>{line.item.name}</Dialog.Title>
        <form onSubmit={submit}>
          <Flex direction="column" gap="3">
            <Flex direction="column" gap="1">
              <Text size="2">{t('sale.line_quantity')}</Text>
              <TextField.Root
                autoFocus
                aria-label={t('sale.line_quantity')}
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
              />
            </Flex>
            <Flex direction="column" gap="1">
              <Text size="2">{t('sale.line_price')}</Text>
              <TextField.Root
                aria-label={t('sale.line_price')}
                value={price}
                onChange={(e) => setPrice(e.target.value)}
              >
                <TextField.Slot>$</TextField.Slot>
              </TextField.Root>
            </Flex>
            {reasons.length > 0 && (
              <Flex gap="3">
                <Flex direction="column" gap="1" style={{ flex: 1 }}>
                  <Text size="2">{t('sale.line_discount_percent')}</Text>
                  <TextField.Root
                    aria-label={t('sale.line_discount_percent')}
                    value={percent}
                    onChange={(e) => setPercent(e.target.value)}
                  />
                </Flex>
                <Flex direction="column" style={{ flex: 2 }}>
                  <Text size="2">{t('sale.line_discount_reason')}</Text>
                  <Select.Root value={reason} onValueChange={setReason}>
                    <Select.Trigger aria-label={t('sale.line_discount_reason')} />
                    <Select.Content>
                      {reasons.map((candidate) => (
                        <Select.Item key={candidate.id} value={candidate.id}>
                          {candidate.name}
                          {candidate.max_discount_percent ? ` (max ${candidate.max_discount_percent}%)` : ''}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                </Flex>
              </Flex>
            )}
            {problem && (
              <Text color="red" role="alert">
                {problem}
              </Text>
            )}
            <Flex justify="between" mt="2">
              <Button type="button" color="red" variant="soft" onClick={onRemove}>
                {t('sale.line_remove')}
              </Button>
              <Flex gap="3">
                <Button type="button" variant="soft" color="gray" onClick={onClose}>
                  {t('sale.cancel')}
                </Button>
                <Button type="submit">{t('sale.save')}</Button>
              </Flex>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}
