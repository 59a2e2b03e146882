import { createFileRoute } from '@tanstack/react-router'
import { PriceListEdit } from '../../../../screens/prices/PriceListEdit.tsx'

export const Route = createFileRoute('/_app/sales/prices/create-pricelist')({
  component: () => <PriceListEdit id={null} />,
})
