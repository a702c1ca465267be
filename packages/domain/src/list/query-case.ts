// Query names are snake_case on the wire and camelCase in the schemas and the app (spec point 7): the web client
// writes them with one, the server reads them with the other.

/** `missingInfoOnly` -> `missing_info_only`. */
export const toSnakeCase = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

/** `missing_info_only` -> `missingInfoOnly`. */
export const toCamelCase = (name: string): string =>
  name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
