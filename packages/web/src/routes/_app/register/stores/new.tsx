import { createFileRoute } from '@tanstack/react-router'
import { StoreEdit } from '../../../../screens/register-setup/StoreEdit.tsx'

export const Route = createFileRoute('/_app/register/stores/new')({
  component: () => <StoreEdit id={null} />,
})
