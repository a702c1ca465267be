/** The issue a stale version gets (409): it names the version the form started from, not a field. */
export const isOutdated = (path: readonly (string | number)[]) => path.at(-1) === 'version';
