import type { LoginInput } from '@console/domain/auth/oauth.schema';
import type { Resolver } from 'react-hook-form';

/**
 * The sign-in form is validated with the domain's loginInputSchema, but zod and the resolver are
 * fetched when the user first interacts with the form rather than with the page: they are about a
 * tenth of the sign-in screen's JavaScript (docs/decisions/031).
 */
const loadValidation = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('@console/domain/auth/oauth.schema')]).then(
    ([{ zodResolver }, { loginInputSchema, loginErrorMessageKey }]) => ({
      resolver: zodResolver(loginInputSchema),
      loginErrorMessageKey,
    }),
  );

let validation: ReturnType<typeof loadValidation> | null = null;

export const preloadLoginValidation = () => {
  validation ??= loadValidation();
  return validation;
};

export const loginResolver: Resolver<LoginInput> = async (values, context, options) =>
  (await preloadLoginValidation()).resolver(values, context, options);

/** The message key of an OAuth error code (spec point 8), from the domain's mapping. */
export const getLoginErrorMessageKey = async (code: string | undefined) =>
  (await preloadLoginValidation()).loginErrorMessageKey(code);
