import { z } from 'zod';
import { dbId, dbIdParam } from './input';

/** POST /api/block.php {profile_id} */
export const blockBodySchema = z.object({ profile_id: dbId }).strict();

/** DELETE /api/block.php?profile_id= */
export const blockQuerySchema = z.object({
  profile_id: dbIdParam,
});

export type BlockResult = { profile_id: number; blocked: boolean };
