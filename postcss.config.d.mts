// Types of postcss.config.mjs for tests/unit/css-purge.test.ts (Next and Turbopack read the .mjs).
import type { Plugin } from 'postcss';

export declare const PURGE_CONTENT: string[];
export declare const PURGE_SAFELIST: RegExp[];
export declare const purgeGlobalStyles: Plugin;
declare const config: { plugins: Plugin[] };
export default config;
