// The risk model's settings: the parcels' risk and the subscriptions' crop coverage both read them.
export { getRiskSettings } from './risk-settings.ts';
