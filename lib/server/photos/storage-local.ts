import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type PhotoStorage, unsafeNameError, uploadContentType } from './storage-names';

// A directory or a missing file is "not there" to the caller; anything else is a real fault.
const missing = (err: unknown) =>
  ['ENOENT', 'EISDIR', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/** Photos as plain files in one flat directory (the embedded default: $DATA_DIR/uploads). */
export function localPhotoStorage(dir: string): PhotoStorage {
  const file = (name: string) => path.join(dir, name);

  return {
    kind: 'local',

    async read(name) {
      const contentType = uploadContentType(name);
      if (!contentType) return null;
      try {
        return { body: await fs.readFile(file(name)), contentType };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },

    async open(name) {
      const contentType = uploadContentType(name);
      if (!contentType) return null;
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file(name), 'r');
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
      // The size from the open descriptor: a file removed meanwhile is still read whole.
      const stat = await handle.stat().catch(async (err) => {
        await handle.close();
        throw err;
      });
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      // autoClose: the descriptor is released at the end, or when the response is cancelled.
      const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
      return { body, contentType, size: stat.size };
    },

    async write(name, body) {
      if (!uploadContentType(name)) throw unsafeNameError(name);
      await fs.mkdir(dir, { recursive: true });
      // Written aside, then linked into place: a reader or a crash never sees half a file, and
      // link (unlike rename) refuses an existing name with EEXIST. The hidden temporary name is
      // never served (safe names cannot start with a dot).
      const tmp = file(`.${randomBytes(9).toString('base64url')}.tmp`);
      try {
        await fs.writeFile(tmp, body, { flag: 'wx' });
        await fs.link(tmp, file(name));
      } finally {
        await fs.rm(tmp, { force: true });
      }
    },

    async remove(names) {
      await Promise.all(
        names.filter((n) => uploadContentType(n)).map((n) => fs.rm(file(n), { force: true })),
      );
    },

    async exists(name) {
      if (!uploadContentType(name)) return false;
      try {
        return (await fs.stat(file(name))).isFile();
      } catch {
        return false;
      }
    },
  };
}
