/** Escapes LIKE's wildcards in a person's search text, which then matches literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A case-insensitive LIKE pattern for text starting with `search` (compare with `lower(column)`). */
export const startsWithPattern = (search: string) => `${escapeLike(search.toLowerCase())}%`;

/** A case-insensitive LIKE pattern for text containing `search` (compare with `lower(column)`). */
export const containsPattern = (search: string) => `%${escapeLike(search.toLowerCase())}%`;
