import { createFileRoute } from '@tanstack/react-router'
import { NewStocktake } from '../../../../screens/inventory/NewStocktake.tsx'

export const Route = createFileRoute('/_app/inventory/stocktakes/new')({ component: NewStocktake })
