import 'server-only';
import { AppError } from '@/lib/server/http/errors';

/**
 * For pages: the data, or null when the member has no profile yet (404 profile_missing), so the
 * page can point to /complete-signup instead of failing. Other errors propagate.
 */
export async function withoutProfile<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (err) {
    if (err instanceof AppError && err.code === 'profile_missing') return null;
    throw err;
  }
}
