// Types of server-page-cache.mjs for tests/unit/critical-css.test.ts (scripts/server.mjs runs the .mjs).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StylesheetReader } from '@/lib/server/http/critical-css';

export declare function buildStylesheetReader(distDir: string): StylesheetReader;
export declare function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: unknown): void;
export declare function keepPage(
  req: IncomingMessage,
  res: ServerResponse,
  cache: unknown,
  ticket: unknown,
  readStylesheet: StylesheetReader,
): void;
