// /api/gifts.php — GET: the active gifts with their credit prices, cheapest first (the gift picker).
import { route } from '@/lib/server/http/route';
import { listGifts } from '@/lib/server/chat/service';

export const GET = route({ auth: 'member', etag: true }, async () => listGifts());
