import { z } from 'zod';

/** Every API error answers this shape; `fields` names the invalid inputs. */
export const ZErrorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
