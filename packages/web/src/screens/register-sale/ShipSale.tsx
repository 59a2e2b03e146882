import { SHIPPING_TAX_PERCENT, type Shipping, saleShipping } from '@pos/core'
import { Button, Flex, Text, TextArea, TextField } from '@radix-ui/themes'
import { type FormEvent, memo, useState } from 'react'
import { LabelledCheckbox } from '../../components/LabelledCheckbox.tsx'
import { t } from '../../i18n/index.ts'
import { moneyInputText, parseMoneyInput } from '../customers/money-input.ts'

type Props = { shipping: Shipping | null; onChange: (shipping: Shipping | null) => void }

/**
 * "Ship this sale" (spec 3 sale.shipping): the address to send it to and the shipping charge, checked by core
 * and added to the sale as its own total line with its own GST. Unticking takes the shipping off. Memoised (a scan
 * does not render it): give it a stable onChange.
 */
export const ShipSale = memo(function ShipSale({ shipping, onChange }: Props) {
  const [open, setOpen] = useState(shipping !== null)
  const [address, setAddress] = useState(shipping?.address ?? '')
  const [price, setPrice] = useState(shipping ? moneyInputText(shipping.price) : '')
  const [problem, setProblem] = useState<string | null>(null)

  function apply(event: FormEvent) {
    event.preventDefault()
    const checked = saleShipping({
      address,
      price: parseMoneyInput(price),
      tax_percent: shipping?.tax_percent ?? SHIPPING_TAX_PERCENT,
    })
    if (!checked.ok) {
      setProblem(checked.error)
      return
    }
    setProblem(null)
    onChange(checked.value)
  }

  return (
    <Flex direction="column" gap="2">
      <LabelledCheckbox
        label={t('sale.ship')}
        checked={open}
        onChange={(checked) => {
          setOpen(checked)
          if (!checked && shipping) onChange(null)
        }}
      />
      {open && (
        <form onSubmit={apply}>
          <Flex direction="column" gap="2">
            <TextArea
              aria-label={t('sale.ship_address')}
              placeholder={t('sale.ship_address')}
              rows={2}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
            />
            <Flex gap="2">
              <TextField.Root
                aria-label={t('sale.ship_charge')}
                placeholder={t('sale.ship_charge')}
                inputMode="decimal"
                value={price}
                onChange={(event) => setPrice(event.target.value)}
                style={{ flex: 1 }}
              >
                <TextField.Slot>$</TextField.Slot>
              </TextField.Root>
              <Button type="submit" variant="soft">
                {t(shipping ? 'sale.ship_update' : 'sale.ship_add')}
              </Button>
            </Flex>
            {problem && (
              <Text color="red" role="alert" size="2">
                {problem}
              </Text>
            )}
          </Flex>
        </form>
      )}
    </Flex>
  )
})
