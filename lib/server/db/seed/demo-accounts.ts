import 'server-only';

// Published in the README and used by e2e tests: these accounts exist only in seeded demo data.
export const DEMO_PASSWORD = 'heartline-demo';

export const DEMO_MEMBER = { email: 'demo@heartline.local', password: DEMO_PASSWORD } as const;
export const DEMO_MEMBER_2 = { email: 'demo2@heartline.local', password: DEMO_PASSWORD } as const;

export const DEMO_ACCOUNTS = [DEMO_MEMBER, DEMO_MEMBER_2] as const;

/**
 * The console's demo staff (README): password and TOTP secret published, so they exist only in
 * seeded demo data. Add the secret to an authenticator app, or compute a code with
 * `npx otplib-cli`-like tools; the e2e tests compute it with otplib.
 */
export const DEMO_STAFF_PASSWORD = 'heartline-admin';
export const DEMO_STAFF = [
  { email: 'owner@heartline.local', name: 'Olivia Owner', role: 'owner', totpSecret: 'HEARTLINEOWNERDEMOSECRET234567AB' },
  { email: 'moderator@heartline.local', name: 'Max Moderator', role: 'moderator', totpSecret: 'HEARTLINEMODERATORDEMOSECRET2345' },
  { email: 'operator@heartline.local', name: 'Oscar Operator', role: 'operator', totpSecret: 'HEARTLINEOPERATORDEMOSECRET23456' },
] as const;
