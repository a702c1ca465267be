export const DEMO_PASSWORD = 'demo-password';
export const DEMO_FARMER = 'farmer@demo.test';

export type TokenPair = { access_token: string; refresh_token: string };

/** The password grant exactly as the sign-in screen sends it: form-encoded POST /oauth/tokens. */
export const requestPasswordGrant = (baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<Response> =>
  fetch(`${baseUrl}/oauth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });

const isTokenPair = (value: unknown): value is TokenPair =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TokenPair).access_token === 'string' &&
  typeof (value as TokenPair).refresh_token === 'string';

export const signIn = async (baseUrl: string, username = DEMO_FARMER): Promise<TokenPair> => {
  const response = await requestPasswordGrant(baseUrl, username);
  const body: unknown = await response.json();
  if (response.status !== 200 || !isTokenPair(body)) {
    throw new Error(`sign-in as ${username} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body;
};
