import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** A field issue of an API error (`data.issues`, ADR 005): where, and a message key. */
export type FieldIssue = { path: (string | number)[]; message: string };

/**
 * Puts the API's field issues under the form fields they name (spec point 8: errors map to field
 * messages by path). Issues with an empty path are left to the caller. Returns how many were placed.
 */
export const applyFieldIssues = <T extends FieldValues>(setError: UseFormSetError<T>, issues: FieldIssue[]): number => {
  let placed = 0;
  for (const issue of issues) {
    if (issue.path.length === 0) continue;
    setError(
      issue.path.join('.') as Path<T>,
      { type: 'server', message: issue.message },
      { shouldFocus: placed === 0 },
    );
    placed += 1;
  }
  return placed;
};
