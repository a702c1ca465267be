import { startSupportSite } from '../apps/server/src/test/support-site.ts';

/**
 * The after-sales site for the browser tests, on loopback: takes the console's sign-in form post and shows who is
 * signed in on the referrer's page, so the journey follows the whole sign-in without the internet.
 */
const secret = process.env.SUPPORT_SSO_SECRET;
if (!secret) throw new Error('SUPPORT_SSO_SECRET is required: the secret the console signs with');
await startSupportSite({ secret, port: Number(process.env.SUPPORT_SITE_PORT ?? 3196) });
