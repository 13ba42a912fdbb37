// zod/mini: the login form validates with loginSchema in the browser (issue 10).
import * as z from 'zod/mini';
import { locales } from '@/lib/i18n/locales';

// The User of spec §3 as GET /api/user.php returns it; shared by server and client.
export type MainImage = { filename: string; thumb_filename: string; status: string };

export type OwnProfile = {
  id: number;
  name: string;
  country: string;
  status: string;
  main_image: MainImage | null;
};

export type User = {
  id: number;
  email: string;
  profile: OwnProfile | null;
  credits: number;
  paid_user: boolean;
  language: string | null;
  status: string;
  notifications_disabled: string[];
  signup_date: string;
};

export const loginSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});

export const languageSchema = z.object({ language: z.enum(locales) });
