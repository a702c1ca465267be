import type { LoginInput } from '@console/domain/auth/oauth.schema';

/**
 * The sign-in form is validated with the domain's loginInputSchema, but zod is fetched when the user first interacts
 * with the form rather than with the page: it is about a tenth of the sign-in screen's JavaScript (decision 031).
 */
const loadValidation = () => import('@console/domain/auth/oauth.schema');

let validation: ReturnType<typeof loadValidation> | null = null;

export const preloadLoginValidation = () => {
  validation ??= loadValidation();
  return validation;
};

/** A field's first issue, as the form shows it: the schema's message key and the zod issue code. */
export type LoginFieldError = { message: string; type: string };
export type LoginErrors = Partial<Record<keyof LoginInput, LoginFieldError>>;

/** The values as the API takes them (the e-mail trimmed), or each field's first issue. */
export const validateLogin = async (
  values: LoginInput,
): Promise<{ input: LoginInput; errors?: never } | { input?: never; errors: LoginErrors }> => {
  const { loginInputSchema } = await preloadLoginValidation();
  const parsed = loginInputSchema.safeParse(values);
  if (parsed.success) return { input: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginInput;
    errors[field] ??= { message: issue.message, type: issue.code };
  }
  return { errors };
};

/** The message key of an OAuth error code (spec point 8), from the domain's mapping. */
export const getLoginErrorMessageKey = async (code: string | undefined) =>
  (await preloadLoginValidation()).loginErrorMessageKey(code);
