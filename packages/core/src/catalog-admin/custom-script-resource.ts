import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import { CustomScriptPayloadSchema } from './payloads.ts'

/**
 * Custom scripts (spec 2 /admin/custom-scripts, spec 3 custom_script: scope and script): registers that sync the
 * custom_scripts cache receive them (spec 7 GET /custom-scripts).
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
  example: { scope: 'sale', script: 'export function onLineAdded(line) { return line }' },
  fields: [
    { key: 'scope', label: 'Scope', kind: 'text', hint: 'Where the register runs it, for example sale' },
    { key: 'script', label: 'Script', kind: 'textarea', wide: true },
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
