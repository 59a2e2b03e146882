import { afterAll, beforeAll } from 'vitest'
import { runPaymentTerminalContract } from '../test/payment-terminal.contract.ts'
import { fastSleep, type Rig, startRig } from '../test/rig.ts'
import { createAdyenTerminal, createLinklyTerminal } from './bridge-terminal.ts'

let rig: Rig
beforeAll(async () => {
  rig = await startRig()
})
afterAll(() => rig.close())

const shared = () => ({
  baseUrl: rig.baseUrl,
  openSocket: rig.openSocket,
  fetch: rig.fetch,
  sleep: fastSleep,
})

runPaymentTerminalContract({
  name: 'Linkly over the bridge, Linkly cloud simulator',
  provider: 'linkly',
  create: (recoveryStore) => createLinklyTerminal({ ...shared(), recoveryStore }),
  next: (outcome) => rig.sims.linkly.next(outcome),
  dropConnection: () => rig.dropSockets(),
  chargesSeen: () => rig.sims.linkly.received.filter((r) => r.path.endsWith('/transaction')).length,
  timeoutMessage: 'Payment Failed - NO RESPONSE',
})

runPaymentTerminalContract({
  name: 'Adyen over the bridge, Adyen terminal simulator',
  provider: 'adyen',
  create: (recoveryStore) => createAdyenTerminal({ ...shared(), recoveryStore }),
  next: (outcome) => rig.sims.adyen.next({ outcome }),
  dropConnection: () => rig.dropSockets(),
  chargesSeen: () =>
    rig.sims.adyen.received.filter((r) => JSON.stringify(r.body).includes('"PaymentRequest"')).length,
  timeoutMessage: 'Adyen Terminal - Failed (Communication timeout)',
  noQuestionReason:
    'Adyen asks and checks the signature on the terminal itself (ASK_SIGNATURE, CHECK_SIGNATURE, SIGNATURE_CHECKED are shown as messages); the cloud Terminal API gives the POS no key to press',
})
