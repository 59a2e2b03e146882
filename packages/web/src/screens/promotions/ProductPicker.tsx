import { ProductListSchema, type ProductListRow as ProductRow } from '@pos/core'
import { Cross2Icon, PlusIcon } from '@radix-ui/react-icons'
import { Badge, Button, Flex, IconButton, Text } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { answers } from '../../api/answers.ts'
import { SearchField } from '../../components/SearchField.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { useSearchText } from '../../hooks/use-search-text.ts'
import { t } from '../../i18n/index.ts'
import { getProduct } from '../catalog/catalog-api.ts'

function labelOf(product: { style: string; name: string }): string {
  return product.style ? `${product.style} ${product.name}` : product.name
}

/**
 * Chooses the products of a promotion: the chosen ones as removable badges, and a search (name, style,
 * vendor, SKU or barcode, by the server) whose matches are added with a click.
 */
export function ProductPicker({
  id,
  value,
  onChange,
}: {
  id: string
  value: readonly string[]
  onChange: (ids: string[]) => void
}) {
  const { text, setText, search } = useSearchText()
  const [labels, setLabels] = useState<Record<string, string>>({})
  const matches = useRequest(
    search === ''
      ? null
      : (signal) =>
          answers.get(ProductListSchema, 'proxy/products.json', {
            query: { search, page: 1, limit: 8 },
            signal,
          }),
    [search],
  )
  // Names of chosen products this screen has not seen yet (an edited promotion's products).
  const missing = value.filter((productId) => labels[productId] === undefined).join(',')
  useEffect(() => {
    if (missing === '') return
    const controller = new AbortController()
    for (const productId of missing.split(',')) {
      getProduct(Number(productId), { signal: controller.signal })
        .then((product) => setLabels((current) => ({ ...current, [productId]: labelOf(product) })))
        .catch(() => setLabels((current) => ({ ...current, [productId]: `#${productId}` })))
    }
    return () => controller.abort()
  }, [missing])

  const add = (product: ProductRow) => {
    const productId = String(product.id)
    setLabels((current) => ({ ...current, [productId]: labelOf(product) }))
    if (!value.includes(productId)) onChange([...value, productId])
  }
  const found = (matches.data?.products ?? []).filter((product) => !value.includes(String(product.id)))
  return (
    <Flex direction="column" gap="2">
      {value.length > 0 && (
        <Flex gap="2" wrap="wrap" data-testid="chosen-products">
          {value.map((productId) => (
            <Badge key={productId} size="2" variant="soft" radius="full">
              {labels[productId] ?? '…'}
              <IconButton
                type="button"
                size="1"
                variant="ghost"
                aria-label={t('promotions.remove_product', { name: labels[productId] ?? productId })}
                onClick={() => onChange(value.filter((entry) => entry !== productId))}
              >
                <Cross2Icon />
              </IconButton>
            </Badge>
          ))}
        </Flex>
      )}
      <SearchField
        id={id}
        placeholder={t('promotions.find_product')}
        label={t('promotions.find_product')}
        value={text}
        onChange={setText}
        style={{}}
      />
      {search !== '' && matches.data && (
        <Flex direction="column" gap="1">
          {matches.data.products.length === 0 && (
            <Text size="1" color="gray">
              {t('promotions.no_matches')}
            </Text>
          )}
          {found.map((product) => (
            <Flex key={product.id} justify="between" align="center" gap="2">
              <Text size="2">{labelOf(product)}</Text>
              <Button
                type="button"
                size="1"
                variant="soft"
                aria-label={`${t('promotions.add')} ${labelOf(product)}`}
                onClick={() => add(product)}
              >
                <PlusIcon />
                {t('promotions.add')}
              </Button>
            </Flex>
          ))}
        </Flex>
      )}
    </Flex>
  )
}
