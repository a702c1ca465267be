import { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';

export type CaptchaSettings = { secret: string; verifyUrl: string };

// reCAPTCHA and hCaptcha both answer their siteverify call this way.
const verdictSchema = z.object({ success: z.boolean() });

const refused = () =>
  new AppError('invalid', 'captcha not solved', {
    issues: [{ path: ['captchaToken'], message: 'register.errors.captcha' }],
  });

/** Checks the widget's answer with the captcha provider, from the server: a browser's word proves nothing. */
export const verifyCaptcha = async (settings: CaptchaSettings, token: string | undefined, ip: string) => {
  if (!token) throw refused();
  const response = await fetch(settings.verifyUrl, {
    method: 'POST',
    body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: ip }),
    signal: AbortSignal.timeout(5000),
  }).catch((error: unknown) => {
    throw new AppError('bad-gateway', 'the captcha provider did not answer', undefined, { cause: error });
  });
  const verdict = verdictSchema.safeParse(response.ok ? await response.json() : null);
  if (!verdict.success) throw new AppError('bad-gateway', 'the captcha provider answered an error');
  if (!verdict.data.success) throw refused();
};
