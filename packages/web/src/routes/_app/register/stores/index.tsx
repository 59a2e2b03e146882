import { createFileRoute } from '@tanstack/react-router'
import { StoresList } from '../../../../screens/register-setup/StoresList.tsx'

export const Route = createFileRoute('/_app/register/stores/')({
  component: StoresList,
})
