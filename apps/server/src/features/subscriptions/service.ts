// What the routes call: reading, selling and editing, seats, renewal and cancellation.
export {
  getMySubscription,
  getSubscription,
  listMySubscriptions,
  listSubscriptions,
  readSubscriptionPages,
} from './subscription-reads.ts';
export { createSubscription, getCropSeason, updateSubscription } from './editing.ts';
export { changeSeats } from './seats.ts';
export { cancelSubscription, renewSubscription, renewSubscriptions, requestRenewal } from './renewal.ts';
// What the jobs use: the renewals, the reminders and the expiry notices.
export { renewDueSubscriptions } from './renewal.ts';
export { raiseExpiryNotices, raiseRenewalReminders } from './reminders.ts';
// A parcel's sensor swapped for a replacement takes over its seat (decision 133).
export { findOpenSeat, transferSeat } from './seats.ts';
// The affectation rule, the sensors' badges, and the sensors a change of subscriptions may uncover or cover.
export { coverageOfSensors, isSensorCovered, seatedSensorIds } from './sensor-coverage.ts';
// What the parcels' risk reads (a sold sensor without a subscription covering it withholds its parcel's risk), and
// the sensor list's subscription filter.
export { dayAfterCoverage, sensorCovered, sensorCoveredAmongMany } from './queries.ts';
// What the parcel synthesis reads: whether its crop needs the sensor after its subscriptions end.
export { lastCoverJson, sensorCoverageGap, type SensorLastCover } from './crop-coverage.ts';
