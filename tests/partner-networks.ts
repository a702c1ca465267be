/** The Weenat API key the sync page's journey types, which the local Weenat (`weenat-network.ts`) accepts. */
export const E2E_WEENAT_KEY = 'e2e-weenat-api-key';
