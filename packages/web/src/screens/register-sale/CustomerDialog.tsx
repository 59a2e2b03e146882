import { minor } from '@pos/core'
import { Button, Dialog, Flex, Separator, Text, TextField } from '@radix-ui/themes'
import { type FormEvent, useEffect, useState } from 'react'
import { t } from '../../i18n/index.ts'
import type { SaleCustomer } from '../../register/sale/sale-model.ts'
import { type Customer, customers } from '../customers/customers-api.ts'

type Props = { onChoose: (customer: SaleCustomer) => void; onClose: () => void }

function nameOf(row: Customer): string {
  return [row.first_name, row.last_name].filter(Boolean).join(' ')
}

/** Customer lookup (spec 2): search by name, email or phone, or create one, and add them to the sale. */
export function CustomerDialog({ onChoose, onClose }: Props) {
  const [search, setSearch] = useState('')
  const [rows, setRows] = useState<Customer[]>([])
  const [creating, setCreating] = useState(false)
  const [fields, setFields] = useState({ first_name: '', last_name: '', email: '' })

  useEffect(() => {
    if (search.trim().length < 2) {
      setRows([])
      return
    }
    let live = true
    const timer = window.setTimeout(() => {
      void customers
        .list({ search: search.trim(), limit: 8 }, { quiet: true })
        .then((answer) => live && setRows(answer.rows))
        .catch(() => live && setRows([]))
    }, 150)
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [search])

  async function choose(id: number) {
    const customer = await customers.get(id)
    onChoose({
      id: String(customer.id),
      name: nameOf(customer),
      email: customer.email,
      loyalty: customer.loyalty,
      loyalty_points: customer.loyalty_points,
      credit_balance: minor(customer.credit_balance),
      loyalty_tier_id: customer.loyalty_tier_id == null ? null : String(customer.loyalty_tier_id),
      loyalty_tier: customer.loyalty_tier ?? null,
    })
  }

  async function create(event: FormEvent) {
    event.preventDefault()
    const customer = await customers.create(fields)
    await choose(customer.id)
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="480px" aria-describedby={undefined}>
        <Dialog.Title>{t('sale.customer')}</Dialog.Title>
        <Flex direction="column" gap="3">
          <TextField.Root
            autoFocus
            size="3"
            aria-label={t('sale.customer_search')}
            placeholder={t('sale.customer_search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && rows[0]) void choose(rows[0].id)
            }}
          />
          <Flex direction="column" gap="1" role="list" aria-label={t('sale.customer')}>
            {rows.map((row) => (
              <Button
                key={row.id}
                variant="soft"
                color="gray"
                role="listitem"
                onClick={() => void choose(row.id)}
              >
                {nameOf(row)}
                {row.email ? ` · ${row.email}` : ''}
              </Button>
            ))}
          </Flex>
          <Separator size="4" />
          {creating ? (
            <form onSubmit={create}>
              <Flex direction="column" gap="2">
                {(['first_name', 'last_name', 'email'] as const).map((field) => (
                  <TextField.Root
                    key={field}
                    aria-label={t(
                      field === 'first_name'
                        ? 'sale.customer_first'
                        : field === 'last_name'
                          ? 'sale.customer_last'
                          : 'sale.customer_email',
                    )}
                    placeholder={t(
                      field === 'first_name'
                        ? 'sale.customer_first'
                        : field === 'last_name'
                          ? 'sale.customer_last'
                          : 'sale.customer_email',
                    )}
                    value={fields[field]}
                    onChange={(event) => setFields({ ...fields, [field]: event.target.value })}
                  />
                ))}
                <Button type="submit">{t('sale.customer_create')}</Button>
              </Flex>
            </form>
          ) : (
            <Button variant="outline" onClick={() => setCreating(true)}>
              {t('sale.customer_new')}
            </Button>
          )}
          <Text size="1" color="gray" />
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
