import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What an endpoint answers on success: a JSON body checked by a schema, a file, or nothing (204). */
export type EndpointAnswer = z.ZodType | { file: readonly string[] } | 'none';

/**
 * One call of the API: what the route registers from and the web client calls through (decision 090). `path` is
 * relative to the API prefix, with `:name` parameters; the schemas are the domain's, shared with forms.
 */
export type Endpoint = {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /**
   * A JSON body's schema; 'multipart' for an upload the handler reads itself; `{ form }` for url-encoded fields
   * (OAuth's, RFC 6749) checked by its schema.
   */
  readonly body?: z.ZodType | 'multipart' | { form: z.ZodType };
  readonly response: EndpointAnswer;
  /** The success status when it is not 200 (or 204 for 'none'): 201 for a creation, 202 for accepted work. */
  readonly status?: 201 | 202;
};

/** A feature's endpoint table: checked against Endpoint, each entry keeping its exact types for inference. */
export const defineEndpoints = <const T extends Record<string, Endpoint>>(table: T): T => table;

/** An endpoint's method and path, without its schemas. */
export type EndpointRoute = Pick<Endpoint, 'method' | 'path'>;

/**
 * The routes of the few endpoints the web's sign-in entry calls (the session, its tokens, the texts, the terms): a
 * module of these imports no zod, so the entry stays light; the table spreads each into its endpoint with schemas.
 */
export const defineRoutes = <const T extends Record<string, EndpointRoute>>(routes: T): T => routes;

type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;

/** Names of a path's `:name` parameters. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a caller fills a path with. */
export type EndpointParams<E extends Endpoint> = Record<PathParamNames<E['path']>, string>;
/** What the handler reads, once the schemas have parsed the request. */
export type ParsedParams<E extends Endpoint> = E['params'] extends z.ZodType
  ? SchemaOutput<E['params']>
  : EndpointParams<E>;
export type ParsedQuery<E extends Endpoint> = SchemaOutput<E['query']>;
export type ParsedBody<E extends Endpoint> = E['body'] extends z.ZodType
  ? SchemaOutput<E['body']>
  : E['body'] extends { form: infer Fields }
    ? SchemaOutput<Fields>
    : unknown;
/** The JSON body a caller sends. */
export type EndpointBody<E extends Endpoint> = SchemaInput<E['body']>;
/** What the caller receives: the answer's JSON, or nothing. Files are fetched with the client's `download`. */
export type EndpointResult<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : undefined;
/** What a handler returns for the answer schema to serialise. */
export type EndpointReply<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : void;

export type FileEndpoint = Endpoint & { readonly response: { file: readonly string[] } };

/** The path with its parameters filled in and encoded: `/roles/:id` → `/roles/4f…`. */
export const buildPath = (path: string, params: Readonly<Record<string, string>> = {}): string =>
  path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
