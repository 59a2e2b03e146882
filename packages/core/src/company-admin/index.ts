export { ABN_MESSAGE, abnDigits, formatAbn, isValidAbn } from './abn.ts'
export type {
  AdminCounter,
  CompanyAddress,
  CompanyDetails,
  CompanySettings,
  CounterPayload,
  Counters,
  SubscriptionPayload,
} from './company-settings.ts'
export {
  ADMIN_COUNTER_NAMES,
  ADMIN_COUNTER_START,
  ADMIN_COUNTERS,
  CompanyAddressSchema,
  CompanyAnswerSchema,
  CompanyDetailsSchema,
  CompanySettingsSchema,
  CounterPayloadSchema,
  CountersAnswerSchema,
  CountersSchema,
  counterChangeRefusal,
  counterMaximum,
  DEFAULT_REGISTER_LICENCE,
  EMPTY_COMPANY_ADDRESS,
  isTimeZone,
  mayCreateRegister,
  nextCounterValue,
  REGISTER_LICENCE_MESSAGE,
  SubscriptionPayloadSchema,
  subscriptionRefusal,
  TIME_ZONE_MESSAGE,
} from './company-settings.ts'
export type { CustomField, CustomFieldEntity, CustomFieldType, CustomValues } from './custom-fields.ts'
export {
  CUSTOM_FIELD_ENTITIES,
  CUSTOM_FIELD_ENTITY_NAMES,
  CUSTOM_FIELD_TYPES,
  CUSTOM_FIELDS_NOT_SAVED,
  CustomFieldSchema,
  CustomRowValuesSchema,
  CustomValuesSchema,
  checkCustomValues,
  customFieldColumns,
  customFieldKey,
  customFieldSetResource,
  customFieldsRefusal,
  customFieldValue,
  customValueFromText,
  MAX_CUSTOM_FIELDS,
  NOT_A_CUSTOM_FIELD,
  SAME_FIELD_NAMES,
  SELECT_NEEDS_CHOICES,
} from './custom-fields.ts'
export type { MenuItemLayout, MenuPayload } from './menus.ts'
export {
  DUPLICATE_MENU_ENTRY,
  duplicateMenuEntry,
  MENU_GROUP_TAKEN,
  MENU_ITEM_LIMIT,
  MenuItemSchema,
  MenuPayloadSchema,
  menuResource,
  menuSections,
} from './menus.ts'
export {
  FULFILLMENT_SOURCE_RESTRICTED,
  RESTRICTION_GROUP_TAKEN,
  storeRestrictionGroupResource,
  TRANSFER_END_RESTRICTED,
  transferActionWarehouse,
  visibleIds,
  warehouseRestrictionGroupResource,
} from './restriction-groups.ts'
export {
  EMAIL_TEMPLATE_TEST_NO_EMAIL,
  emailTemplateResource,
  printTemplateResource,
} from './template-resources.ts'
export type { EmailTemplateKind, PrintTemplateKind, StoredTemplate } from './templates.ts'
export {
  EMAIL_TEMPLATE_KINDS,
  emailFromTemplate,
  missingPlaceholder,
  PRINT_TEMPLATE_KINDS,
  placeholdersIn,
  placeholdersOf,
  printFromTemplate,
  renderTemplate,
  requiredPlaceholders,
  unknownPlaceholder,
} from './templates.ts'
