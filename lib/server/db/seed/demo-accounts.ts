import 'server-only';

// Published in the README and used by e2e tests: these accounts exist only in seeded demo data.
export const DEMO_PASSWORD = 'heartline-demo';

export const DEMO_MEMBER = { email: 'demo@heartline.local', password: DEMO_PASSWORD } as const;
export const DEMO_MEMBER_2 = { email: 'demo2@heartline.local', password: DEMO_PASSWORD } as const;

export const DEMO_ACCOUNTS = [DEMO_MEMBER, DEMO_MEMBER_2] as const;
