import { z } from 'zod';

/** POST /api/block.php {profile_id} */
export const blockBodySchema = z
  .object({ profile_id: z.number().int().positive().max(2_147_483_647) })
  .strict();

/** DELETE /api/block.php?profile_id= */
export const blockQuerySchema = z.object({
  profile_id: z.coerce.number().int().positive().max(2_147_483_647),
});

export type BlockResult = { profile_id: number; blocked: boolean };
