import * as z from 'zod/mini';

// Passwords and e-mail changes, one set of rules for forms and handlers. Issue messages are
// codes the forms translate (section `credentials.errors`), so client and server say the same.
// zod/mini, not classic zod: the forms run these in the browser (issue 10); every rule and message
// is written out, as mini loads no locale.
import { PASSWORD_MAX, PASSWORD_MIN } from './password-limits';

export { PASSWORD_MAX, PASSWORD_MIN } from './password-limits';

/** The password rule for every new password: signup, reset, change. */
export const passwordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN, { message: 'password_too_short' }),
    z.maxLength(PASSWORD_MAX, { message: 'password_too_long' }),
  );

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, { message: 'email_invalid' })),
  z.email({ message: 'email_invalid' }),
);

/** A new password typed twice. */
const newPasswordPair = {
  password: passwordSchema,
  password_confirm: z.string().check(z.maxLength(PASSWORD_MAX * 4)),
};

/** The member's current password, asked again to confirm a change. */
const requiredPassword = z.string().check(z.minLength(1, { message: 'required' }), z.maxLength(1024));

const passwordsMatch = (v: { password: string; password_confirm: string }) =>
  v.password === v.password_confirm;
const mismatch = { message: 'passwords_mismatch', path: ['password_confirm'] };

export const resetRequestSchema = z.object({ email: emailSchema });

/** Mailed tokens are 43 base64url characters; anything longer is not worth a database look-up. */
export const tokenSchema = z.string().check(z.minLength(1, { message: 'required' }), z.maxLength(200));

export const resetPasswordSchema = z
  .object({ token: tokenSchema, ...newPasswordPair })
  .check(z.refine(passwordsMatch, mismatch));

export const changePasswordSchema = z
  .object({ old_password: requiredPassword, ...newPasswordPair })
  .check(z.refine(passwordsMatch, mismatch));

export const emailChangeSchema = z.object({
  email: emailSchema,
  password: requiredPassword,
});

export const tokenBodySchema = z.object({ token: tokenSchema });

export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;
