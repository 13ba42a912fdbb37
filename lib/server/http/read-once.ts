/**
 * What is read from a build's files and parsed (stylesheets, icon sprites), once per process: a
 * build's files never change while it runs. A read that gives null or fails is tried again the
 * next time it is asked for.
 */
export function readOnce<T>() {
  const entries = new Map<string, Promise<T | null>>();
  return {
    get(key: string, load: () => Promise<T | null>): Promise<T | null> {
      let entry = entries.get(key);
      if (!entry) {
        entry = load().catch(() => null);
        entries.set(key, entry);
        void entry.then((value) => value ?? entries.delete(key));
      }
      return entry;
    },
    /** For tests: forgets everything read. */
    clear(): void {
      entries.clear();
    },
  };
}
