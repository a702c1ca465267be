import { z } from 'zod';

/** Single-use token that signs the user in on the external support site (/sav-redirect). */
export const supportLoginInfoSchema = z.object({ token: z.string().min(1) });
export type SupportLoginInfo = z.infer<typeof supportLoginInfoSchema>;
