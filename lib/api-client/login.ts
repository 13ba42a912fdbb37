import type { User } from '@/lib/schemas/user';
import { http } from './lazy-http';
import { useRequest } from './use-request';

/**
 * POST /api/user.php {email, password}: log in. The member's pages load afresh after it (a full
 * load, so the page session starts with the member and proxy.ts applies their language).
 */
export function useLogin() {
  return useRequest(login);
}

async function login(input: { email: string; password: string }): Promise<User> {
  return (await http.post<User>('/user.php', input)).data;
}
