// Types of what the unit tests (critical-css, inline-icons) import from server-page-cache.mjs (scripts/server.mjs runs the .mjs).
import type { StylesheetReader } from '@/lib/server/http/critical-css';
import type { SpriteReader } from '@/lib/server/http/inline-icons';

export declare function buildStylesheetReader(distDir: string): StylesheetReader;
export declare function buildSpriteReader(publicDir: string): SpriteReader;
