import { runBeforeLogout } from './push-state';
import { http } from './lazy-http';

/**
 * Ends the session. While it still exists, this device stops receiving the member's pushes
 * first (a shared browser must not show the next person someone else's messages).
 */
export async function logout(): Promise<void> {
  await runBeforeLogout();
  await http.get('/logout.php');
}
