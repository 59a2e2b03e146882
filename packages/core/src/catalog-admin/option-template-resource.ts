import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import { OptionTemplatePayloadSchema } from './payloads.ts'

export const TEMPLATE_NAME_TAKEN = 'An option template with this name already exists'

/**
 * Option templates (spec 2 /product/option-templates): named options with their values to start a product
 * from; the product form offers them too.
 */
export const optionTemplateResource = defineResource({
  name: 'optiontemplate',
  plural: 'optiontemplates',
  table: 'option_templates',
  label: { one: 'Option template', many: 'Option templates' },
  path: '/product/option-templates',
  rights: { view: ['product.option_templates', 'product.products'], edit: 'product.option_templates' },
  row: recordRow({
    name: v.string(),
    options: v.array(v.object({ name: v.string(), values: v.array(v.string()) })),
  }),
  create: OptionTemplatePayloadSchema,
  example: { name: 'Sizes', options: [{ name: 'Size', values: ['S', 'M', 'L'] }] },
  fields: [{ key: 'name', label: 'Name', kind: 'text' }],
  columns: [{ key: 'name', header: 'Name', sortable: true }],
  search: ['name'],
  sort: ['name', 'created'],
  unique: TEMPLATE_NAME_TAKEN,
})
