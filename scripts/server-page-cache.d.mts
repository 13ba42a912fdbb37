// Types of what tests/unit/critical-css.test.ts imports from server-page-cache.mjs (scripts/server.mjs runs the .mjs).
import type { StylesheetReader } from '@/lib/server/http/critical-css';

export declare function buildStylesheetReader(distDir: string): StylesheetReader;
