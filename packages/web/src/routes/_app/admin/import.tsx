import { createFileRoute } from '@tanstack/react-router'
import { BulkImport } from '../../../screens/bulk-import/BulkImport.tsx'

export const Route = createFileRoute('/_app/admin/import')({
  component: BulkImport,
})
