// The dashboards' entry points: the tabs' tiles, their weekly e-mails, and the job that sends them.
export { getDashboard, requireDashboardTab } from './board.ts';
export { getDigest, sendDashboardDigests, setDigest } from './digests.ts';
