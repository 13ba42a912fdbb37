import { z } from 'zod';
import { dbIdParam } from './input';

/** GET /api/member.php?id= */
export const memberQuerySchema = z.object({ id: dbIdParam });
