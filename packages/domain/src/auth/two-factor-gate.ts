/**
 * The message of the API's 403 to a user who must sign in in two steps and has no second factor yet (decision 184):
 * every endpoint of tenant data answers it until they set one up (profile, its security section, terms and sign-out
 * excepted), and the web app sends them to /two-factor-setup when it meets it.
 */
export const SECOND_FACTOR_NOT_ENROLLED_MESSAGE = 'two-step sign-in required';

/**
 * The message of the API's 403 to an action that needs a second factor confirmed within `STEP_UP_MINUTES` (decision
 * 185): publishing terms, changing settings, firmware campaigns, granting an administrator role, exporting users. The
 * web app asks for a code and sends the action again.
 */
export const RECENT_SECOND_FACTOR_MESSAGE = 'second factor to confirm';
export const STEP_UP_MINUTES = 5;
