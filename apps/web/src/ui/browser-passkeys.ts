import type { PasskeyResponse } from '@console/domain/auth/two-factor.schema';

/*
 * The browser's side of WebAuthn (decision 186), loaded only when a passkey is asked for. The API's options are the
 * JSON the browser helper expects; both ends keep the schema loose, so the casts live here alone. Null: the user
 * cancelled, or the device has no passkey for the console.
 */

type Options<F extends (...args: never[]) => unknown> = Parameters<F>[0] extends { optionsJSON: infer O } ? O : never;

/** A new passkey the browser makes for `options`, ready for the API. */
export const makePasskey = async (options: Promise<unknown>): Promise<PasskeyResponse | null> => {
  const [{ startRegistration }, optionsJSON] = await Promise.all([import('@simplewebauthn/browser'), options]);
  const response = await startRegistration({ optionsJSON: optionsJSON as Options<typeof startRegistration> }).catch(
    () => null,
  );
  return response as unknown as PasskeyResponse | null;
};

/** The user's passkey answering `options`' challenge, ready for the API. */
export const answerWithPasskey = async (options: Promise<unknown>): Promise<PasskeyResponse | null> => {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([import('@simplewebauthn/browser'), options]);
  const response = await startAuthentication({
    optionsJSON: optionsJSON as Options<typeof startAuthentication>,
  }).catch(() => null);
  return response as unknown as PasskeyResponse | null;
};
