// /api/auto-like.php — GET (spec §7): when an automatic like is due (rules in
// lib/server/likes/auto-like.ts and docs/decisions.md), a fictional profile likes the member and
// is returned as { id, name, age, …, main_image } (cdn-prefixed thumbnail); otherwise 204.
// It writes a like, so like the state-changing requests it demands a same-origin request.
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/http/route';
import { autoLike } from '@/lib/server/likes/auto-like';

export const GET = route({ auth: 'member', sameOrigin: true }, async ({ site, session }) => {
  const profile = await autoLike(site, session.user);
  return profile
    ? NextResponse.json(profile, { headers: { 'Cache-Control': 'no-store' } })
    : new NextResponse(null, { status: 204 });
});
