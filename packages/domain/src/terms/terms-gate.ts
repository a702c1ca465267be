/**
 * The message of the API's 403 to a user who has not accepted the current terms of service: every endpoint of
 * tenant data answers it until they do (profile, terms and sign-out excepted), and the web app sends them to
 * /accept-tos when it meets it.
 */
export const TERMS_NOT_ACCEPTED_MESSAGE = 'terms of service not accepted';
