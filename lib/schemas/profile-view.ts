import { z } from 'zod';

/** GET /api/member.php?id= */
export const memberQuerySchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
