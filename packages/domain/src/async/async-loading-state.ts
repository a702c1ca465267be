import { z } from 'zod';

export const ASYNC_LOADING_STATES = ['Pending', 'Success', 'Failure'] as const;
export const asyncLoadingStateSchema = z.enum(ASYNC_LOADING_STATES);
export type AsyncLoadingState = z.infer<typeof asyncLoadingStateSchema>;
