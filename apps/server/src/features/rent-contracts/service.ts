// What the routes call, phase by phase: reading, drafting, the lessee's answer, extension, returns.
export { getRentContract, getRentContractTerms } from './contract-detail.ts';
export {
  listMyRentContracts,
  listRedeployableSensors,
  listRentContracts,
  readRentContractPages,
} from './contract-lists.ts';
export { cancelRentContract, createRentContract, sendRentContract, updateRentContract } from './drafting.ts';
export { declineRentContract, validateRentContract } from './lessee-validation.ts';
export { extendRentContract } from './extension.ts';
export { convertRentedSensors, returnRentedSensors } from './returns.ts';
// The dashboard counts the list; the profile says whether the account rents sensors.
export { countRentContractsMatching, hasRentContracts } from './contract-lists.ts';
// The parcels' affectation rule for rented sensors, and a sensor replaced in the field (decision 148).
export { isSensorRentedTo, markContractInstalled, mayReplaceRentedSensor, moveFieldLine } from './field-lines.ts';
// The reminders the hourly job raises for contracts left waiting, and the notice the demo data raises.
export { raiseContractToValidate, raiseValidationReminders } from './notices.ts';
// The demo data numbers its contracts as the API does; a swap in the field reads the line it hands over.
export { nextContractNumber, selectFieldLine } from './queries.ts';
