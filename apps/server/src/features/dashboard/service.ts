// The dashboards' entry points: the tabs' tiles and night grid, the statistics pages, their weekly e-mails, and the jobs that send them and
// keep the nightly read models.
export { getDashboard, requireDashboardTab } from './board.ts';
export { exportBoard } from './board-rows.ts';
export { getDigest, sendDashboardDigests, setDigest } from './digests.ts';
export { getNightGrid, requireNightGrid } from './night-grid.ts';
export { foldSensorNights } from './night-fold.ts';
export { getStats, requireStatsPage } from './stats.ts';
export { exportStats } from './stats-rows.ts';
