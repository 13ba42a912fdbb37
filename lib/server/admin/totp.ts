import 'server-only';
import { generateSecret, generateURI, verify } from 'otplib';

// RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30 s. One step either side is
// accepted for clock drift; the step used is stored so a code cannot be replayed.

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, email: string, issuer = 'Heartline admin'): string {
  return generateURI({ issuer, label: email, secret });
}

/** The time step the code belongs to, or null when it is not a current code. */
export async function totpStep(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30 });
    return result.valid && 'timeStep' in result ? Number(result.timeStep) : null;
  } catch {
    return null;
  }
}
