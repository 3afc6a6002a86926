import { z } from 'zod';

/**
 * Every API error answers this shape; `fields` names the invalid inputs. Loose: some errors carry
 * more (an import's rejected `rows`), which neither the server's serializer nor the web client drops.
 */
export const ZErrorBody = z.looseObject({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
