import 'server-only';
import { AppError } from '@/lib/server/http/errors';
import type { Site } from '@/lib/server/sites/service';
import { limits } from '@/lib/server/rate-limit/limits';
import {
  block,
  clear,
  giveBack,
  isMarked,
  limitKey,
  mark,
  minutesLeft,
  subnetOf,
  take,
  type Attempt,
} from '@/lib/server/rate-limit/service';

/*
 * The limits around every password check (login, and the settings and deletion pages that ask
 * for it again), all counted atomically BEFORE the check, so a parallel burst gets numbers and
 * only those within the limits are checked at all:
 *
 * - spec §9 lockout per site, e-mail AND client address: loginMaxAttempts wrong passwords
 *   block that client for loginBlockMinutes (429 account_blocked). Someone guessing elsewhere
 *   cannot lock the member out.
 * - per client address and per its /24 or /64, across all e-mails (429 login_throttled):
 *   spraying many accounts from one place.
 * - per account from all clients (429 login_throttled): distributed guessing. Past it only
 *   addresses that logged in to the account before are checked, so the member gets in from
 *   home while the account is under attack.
 *
 * The address, subnet and account counts are of failures: a right password gives its attempt
 * back. Unknown e-mails count exactly like known ones.
 */
type Keys = { client: string; address: string; subnet: string; account: string };

function keysOf(site: Site, email: string, ip: string): Keys {
  return {
    client: limitKey(site.id, email, ip),
    address: limitKey(ip),
    subnet: limitKey(subnetOf(ip)),
    account: limitKey(site.id, email),
  };
}

const blocked = (minutes: number) => new AppError('account_blocked', 429, { minutes });
const throttled = (attempt: Attempt) =>
  new AppError('login_throttled', 429, { minutes: minutesLeft(attempt.msBeforeNext) });

/**
 * Counts the attempt, runs `verify` only within every limit, and settles the counts with its
 * outcome. Throws 429 account_blocked or login_throttled; returns whether the password was right.
 */
export async function countedPasswordCheck(
  site: Site,
  rawEmail: string,
  ip: string,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const email = rawEmail.trim().toLowerCase();
  const keys = keysOf(site, email, ip);
  const lockout = limits.loginClient(site);

  // The address and its network first: a throttled sprayer adds no key per e-mail it tries,
  // so what the store holds stays bounded per address.
  const [address, subnet] = await Promise.all([
    take(limits.loginAddress(), keys.address),
    take(limits.loginSubnet(), keys.subnet),
  ]);
  if (!address.ok) throw throttled(address);
  if (!subnet.ok) throw throttled(subnet);
  const client = await take(lockout, keys.client);
  if (!client.ok) throw blocked(minutesLeft(client.msBeforeNext));
  const account = await take(limits.loginAccount(), keys.account);
  if (!account.ok && !(await isMarked(limits.loginKnownClient(), keys.client))) {
    // Refused before any password check: this client did not fail, so its lockout count is
    // not spent (retrying must not earn it the account_blocked of wrong passwords).
    await giveBack(lockout, keys.client);
    throw throttled(account);
  }

  if (await verify()) {
    await Promise.all([
      clear(lockout, keys.client),
      giveBack(limits.loginAddress(), keys.address),
      giveBack(limits.loginSubnet(), keys.subnet),
      giveBack(limits.loginAccount(), keys.account),
      mark(limits.loginKnownClient(), keys.client),
    ]);
    return true;
  }
  // The last allowed failure blocks at once: the member sees the lockout message now.
  if (client.remaining === 0) {
    await block(lockout, keys.client, lockout.blockDuration ?? lockout.duration);
    throw blocked(site.config.loginBlockMinutes);
  }
  return false;
}

/**
 * After a password reset: this client's lockout and the account-wide count end (the mailbox
 * owner proved themselves); other clients' lockouts stay.
 */
export async function clearLoginLimits(site: Site, rawEmail: string, ip: string): Promise<void> {
  const keys = keysOf(site, rawEmail.trim().toLowerCase(), ip);
  await Promise.all([
    clear(limits.loginClient(site), keys.client),
    clear(limits.loginAccount(), keys.account),
  ]);
}
