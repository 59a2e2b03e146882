export type { AdyenShownEvent } from './adyen-events.ts'
export {
  ADYEN_SHOWN_EVENTS,
  adyenDisplayEvent,
  isAdyenShownEvent,
  parseFormEncoded,
} from './adyen-events.ts'
export { adyenAmount, fromAdyenAmount, LINKLY_MAX_AMOUNT, linklyTxnRef } from './amounts.ts'
export type {
  BridgeButtons,
  BridgeClientFrame,
  BridgeDisplay,
  BridgeErrorCode,
  BridgeKey,
  BridgeServerFrame,
  BridgeTransactionData,
  TerminalTransactionRecord,
} from './bridge-protocol.ts'
export {
  BRIDGE_ERRORS,
  BRIDGE_KEYS,
  BRIDGE_PATHS,
  BRIDGE_PROTOCOL_VERSION,
  decodeBridgeClientFrame,
  decodeBridgeServerFrame,
  NO_BUTTONS,
  TerminalTransactionListSchema,
} from './bridge-protocol.ts'
export type {
  AdyenRegion,
  AdyenSettings,
  AdyenSettingsInput,
  LinklySettings,
  LinklySettingsInput,
} from './integration-settings.ts'
export {
  ADYEN_ENVIRONMENTS,
  ADYEN_REGIONS,
  AdyenPublicSettingsSchema,
  AdyenSettingsAnswerSchema,
  AdyenSettingsSchema,
  adyenTerminalApiBase,
  IntegrationListSchema,
  LINKLY_ENVIRONMENTS,
  LINKLY_POS_VENDOR_ID,
  LinklyPublicSettingsSchema,
  LinklySettingsAnswerSchema,
  LinklySettingsSchema,
  linklyHosts,
} from './integration-settings.ts'
export type { RecoveryDecision, RecoveryPollAnswer } from './recovery-rule.ts'
export { decideRecovery, recoveryToResume, terminalPaymentMayStart } from './recovery-rule.ts'
export type { TerminalProvider, TerminalReceipt, TerminalResult, TerminalState } from './terminal-result.ts'
export {
  isFinalTerminalState,
  TERMINAL_PROVIDERS,
  TERMINAL_STATES,
  terminalFailureMessage,
} from './terminal-result.ts'
