type SafeParser<T> = {
  safeParse: (
    value: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
};

/** The URL query as an object: a name given once is a string, a repeated name an array. */
export const searchParamsToRecord = (params: URLSearchParams): Record<string, string | string[]> => {
  const record: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    record[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return record;
};

/**
 * Reads a URL query with a domain schema. A value the schema refuses is dropped, as if absent, instead
 * of failing the page: an old or hand-edited link still opens, with the filters that still make sense. What was
 * dropped is logged as a warning, so that a link the console itself wrote wrong does not go unseen.
 */
export const parseSearchParams = <T>(params: URLSearchParams, schema: SafeParser<T>): T => {
  const record: Record<string, unknown> = searchParamsToRecord(params);
  for (;;) {
    const result = schema.safeParse(record);
    if (result.success) return result.data;
    const refused = result.error.issues
      .map((issue) => issue.path[0])
      .filter((name): name is string => typeof name === 'string' && name in record);
    // An issue with no named field cannot be fixed by dropping a value: start from nothing.
    if (refused.length === 0) {
      console.warn('Ignored a URL query the page cannot use', record);
      const empty = schema.safeParse({});
      if (empty.success) return empty.data;
      throw new Error('The query schema refuses an empty query');
    }
    console.warn('Ignored URL values the page cannot use', Object.fromEntries(refused.map((name) => [name, record[name]])));
    for (const name of refused) delete record[name];
  }
};

export type SearchValue = string | number | boolean | null | undefined | readonly string[];

/**
 * Writes values into a URL query: empty strings, null, undefined, false and empty arrays are left out,
 * and so is a value equal to its default, so the URL carries only what the user chose.
 */
export const toSearchParams = (
  values: Record<string, SearchValue>,
  defaults: Record<string, SearchValue> = {},
): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (defaults[name] !== undefined && defaults[name] === value) continue;
    if (Array.isArray(value)) for (const item of value as readonly string[]) params.append(name, item);
    else params.set(name, String(value));
  }
  return params;
};
