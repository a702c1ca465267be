import { data } from 'react-router';
import type { z } from 'zod';
import type { FieldIssue } from './form-issues';

/** The API's message for a body it cannot read (decision 005), which a route action answers the same way. */
export const PAYLOAD_REFUSED_MESSAGE = 'failed to parse payload';

/** The route error response of a refused payload: the API's 422 body, shown by the route error boundary. */
const refusedPayload = (issues: FieldIssue[] = []) =>
  data({ status: 422, message: PAYLOAD_REFUSED_MESSAGE, data: { issues } }, { status: 422 });

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw refusedPayload();
  }
};

const parseWith = async <S extends z.ZodType>(value: unknown, schema: S): Promise<z.output<S>> => {
  const parsed = await schema.safeParseAsync(value);
  if (parsed.success) return parsed.data;
  throw refusedPayload(
    parsed.error.issues.map(({ path, message }) => ({
      path: path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
      message,
    })),
  );
};

/**
 * A route action's JSON payload, parsed by its schema (spec point 5). A missing body, one that is not JSON, or one the
 * schema refuses is a 422 'failed to parse payload' thrown as a route error response, with the schema's issues: the
 * console's forms only send what their schema accepts, so it is a fault to show and report, not a field to correct.
 * Call it before an action's `try`, whose catch would take it for a refused save.
 */
export const readPayload = async <S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> =>
  parseWith(parseJson(await request.text()), schema);

/** A route action's form data (an upload); a request without any is refused as `readPayload` refuses a payload. */
export const readFormData = async (request: Request): Promise<FormData> => {
  try {
    return await request.formData();
  } catch {
    throw refusedPayload();
  }
};

/** The JSON payload an upload's form carries in its field `name`, parsed and refused as `readPayload` does. */
export const readFormPayload = async <S extends z.ZodType>(
  form: FormData,
  name: string,
  schema: S,
): Promise<z.output<S>> => {
  const value = form.get(name);
  return parseWith(parseJson(typeof value === 'string' ? value : ''), schema);
};
