// /api/time-bonus.php — GET (member): the welcome time bonus (TIMEBONUS25) decided by the server
// clock from the signup time: { active, code, value_percentage, seconds_left, expires }.
import { route } from '@/lib/server/http/route';
import { timeBonusOf } from '@/lib/server/payments/service';

export const GET = route({ auth: 'member' }, async ({ session, site }) => timeBonusOf(session, site));
