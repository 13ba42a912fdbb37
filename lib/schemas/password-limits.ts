// The password lengths, without zod: the signup and password forms show them before their
// schemas (credentials.ts, zod/mini) load after the page (issue 10).
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
