import { z } from 'zod';

// Passwords and e-mail changes, one set of rules for forms and handlers. Issue messages are
// codes the forms translate (section `credentials.errors`), so client and server say the same.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The password rule for every new password: signup, reset, change. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, { message: 'password_too_short' })
  .max(PASSWORD_MAX, { message: 'password_too_long' });

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { message: 'email_invalid' })
  .pipe(z.email({ message: 'email_invalid' }));

/** A new password typed twice. */
const newPasswordPair = { password: passwordSchema, password_confirm: z.string().max(PASSWORD_MAX * 4) };

const passwordsMatch = (v: { password: string; password_confirm: string }) =>
  v.password === v.password_confirm;
const mismatch = { message: 'passwords_mismatch', path: ['password_confirm'] };

export const resetRequestSchema = z.object({ email: emailSchema });

/** Mailed tokens are 43 base64url characters; anything longer is not worth a database look-up. */
export const tokenSchema = z.string().min(1, { message: 'required' }).max(200);

export const resetPasswordSchema = z
  .object({ token: tokenSchema, ...newPasswordPair })
  .refine(passwordsMatch, mismatch);

export const changePasswordSchema = z
  .object({ old_password: z.string().min(1, { message: 'required' }).max(1024), ...newPasswordPair })
  .refine(passwordsMatch, mismatch);

export const emailChangeSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: 'required' }).max(1024),
});

export const tokenBodySchema = z.object({ token: tokenSchema });

export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;
