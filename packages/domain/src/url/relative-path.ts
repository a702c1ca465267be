/**
 * `value` when it is a path of the site that reads it, else null: a referrer followed after a redirect (the console's
 * sign-in, the after-sales site's) must never lead to another origin. A single leading `/` rules out a scheme
 * (`https:`, `javascript:`) and a protocol-relative `//host`; browsers read a backslash as a slash and drop tabs and
 * line breaks from URLs, so `/\host` or `/<tab>/host` would reach another host too: both are refused anywhere.
 */
export const relativePath = (value: string | null | undefined): string | null =>
  value?.startsWith('/') && !value.startsWith('//') && !/[\\\p{Cc}]/u.test(value) ? value : null;
