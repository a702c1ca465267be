// The dashboards' entry points: the tabs' tiles and night grid, the statistics pages, their weekly e-mails, and the jobs that send them and
// keep the nightly read models.
export { getDashboard, requireDashboardTab } from './tiles/board.ts';
export { exportBoard } from './tiles/board-rows.ts';
export { getDigest, sendDashboardDigests, setDigest } from './digests/digests.ts';
export { getNightGrid, requireNightGrid } from './nights/night-grid.ts';
export { foldSensorNights } from './nights/night-fold.ts';
export { getStats, requireStatsPage } from './stats/stats.ts';
export { exportStats } from './stats/stats-rows.ts';
export { recountCorrectedNight } from './nights/night-corrections.ts';
