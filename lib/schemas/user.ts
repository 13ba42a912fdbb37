import { z } from 'zod';
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
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});

export const languageSchema = z.object({ language: z.enum(locales) });
