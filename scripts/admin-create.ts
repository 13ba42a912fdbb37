// npm run admin:create -- <email> <owner|moderator|operator> [--name "Full Name"] [--sites 1,2]
// Creates a console account (the first owner of a new installation, or any account later; owners
// can also create accounts in the console). Prints the password and the TOTP secret once: add the
// secret (or the otpauth:// URI) to an authenticator app. Same database rules as photos:approve.
import { closeDb } from '@/lib/server/db/client';
import { DatabaseInUseError } from '@/lib/server/db/lock';
import { createStaff } from '@/lib/server/admin/staff-service';
import { isStaffRole } from '@/lib/admin/roles';

const USAGE = 'Usage: npm run admin:create -- <email> <owner|moderator|operator> [--name "Full Name"] [--sites 1,2]';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const [email, role] = args;
  if (!email || !role || !isStaffRole(role)) {
    console.error(USAGE);
    process.exit(2);
  }
  const sites = option(args, '--sites');
  const siteIds = sites ? sites.split(',').map(Number) : null;
  if (siteIds?.some((id) => !Number.isInteger(id) || id <= 0)) {
    console.error(`Not site ids: ${sites}\n${USAGE}`);
    process.exit(2);
  }
  const created = await createStaff({ email, role, name: option(args, '--name'), siteIds }, { id: null, email: 'cli', role: 'cli' });
  console.log(`Created ${created.role} ${created.email} (id ${created.id}).`);
  console.log(`Password:    ${created.password}`);
  console.log(`TOTP secret: ${created.totpSecret}`);
  console.log(`TOTP URI:    ${created.totpUri}`);
  console.log('Shown once: keep the password and add the secret to an authenticator app now. Sign in at /admin.');
}

main()
  .catch((err) => {
    if (err instanceof DatabaseInUseError) {
      console.error(`${err.message}\nThe embedded database allows one process: stop the server, run this command, start it again.`);
    } else if (err instanceof Error && err.message === 'staff_email_taken') {
      console.error('A staff account with this e-mail already exists.');
    } else {
      console.error(err);
    }
    process.exitCode = 1;
  })
  .finally(() => closeDb());
