import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import { CustomScriptPayloadSchema } from './payloads.ts'

/**
 * Custom scripts (spec 2 /admin/custom-scripts, spec 3 custom_script: scope and script): registers that sync the
 * custom_scripts cache receive them (spec 7 GET /custom-scripts) and run those of scope `sale` on the sale screen
 * (the hook API: `custom-scripts/hooks.ts`).
 */
export const customScriptResource = defineResource({
  name: 'customscript',
  plural: 'customscripts',
  table: 'custom_scripts',
  label: { one: 'Custom script', many: 'Custom scripts' },
  path: '/admin/custom-scripts',
  rights: { view: 'admin.custom_scripts', edit: 'admin.custom_scripts' },
  row: recordRow({
    scope: v.string(),
    script: v.string(),
  }),
  create: CustomScriptPayloadSchema,
  example: {
    scope: 'sale',
    script:
      "export function onLineAdded(line) { if (line.sku.startsWith('WINE')) return { message: 'Check ID' } }",
  },
  fields: [
    { key: 'scope', label: 'Scope', kind: 'text', hint: 'Where the register runs it: sale' },
    {
      key: 'script',
      label: 'Script',
      kind: 'textarea',
      wide: true,
      hint: 'An ES module: export onLineAdded(line, sale) and beforePayment(sale), answering { message } or, before payment, { stop: "why" }. It runs on the register in a sandbox (no network, storage or page), 300 ms a call.',
    },
  ],
  columns: [
    { key: 'scope', header: 'Scope', sortable: true },
    { key: 'updated', header: 'Changed', format: 'datetime', sortable: true },
  ],
  search: ['scope', 'script'],
  searchPlaceholder: 'Search scope or script',
  sort: ['scope', 'updated'],
  realtime: 'custom_scripts',
  emptyText: 'No custom scripts yet. Registers run the scripts added here.',
})
