// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import * as sass from 'sass';
import { PURGE_CONTENT, purgeGlobalStyles } from '../../postcss.config.mjs';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_DIRS = PURGE_CONTENT.map((glob) => glob.split('/')[0]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

async function purged(css: string, from: string): Promise<string> {
  const cwd = process.cwd();
  process.chdir(ROOT); // PurgeCSS resolves the content globs from the working directory
  try {
    return (await postcss([purgeGlobalStyles]).process(css, { from })).css;
  } finally {
    process.chdir(cwd);
  }
}

describe('the global stylesheet keeps the classes the source names (postcss.config.mjs)', () => {
  it('scans the folders that hold the components', () => {
    expect(SOURCE_DIRS).toEqual(['app', 'components', 'lib', 'stores']);
  });

  it('no className is built from a fragment and a value, which the purge cannot see', () => {
    const built: string[] = [];
    for (const dir of SOURCE_DIRS) {
      for (const file of sourceFiles(dir)) {
        const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
        for (const m of text.matchAll(/className=\{`([^`]*)`\}/g)) {
          if (/[a-z0-9]-\$\{/i.test(m[1])) built.push(`${file}: ${m[1]}`);
        }
      }
    }
    expect(built).toEqual([]);
  });

  it('keeps the classes written whole in the source and drops the ones no file names', async () => {
    const { css } = sass.compile(path.join(ROOT, 'app/styles/globals.scss'), {
      loadPaths: [path.join(ROOT, 'node_modules')],
      quietDeps: true,
      silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    });
    const out = await purged(css, path.join(ROOT, 'app/styles/globals.scss'));
    expect(out.length).toBeLessThan(css.length / 2);
    // Named whole by the components that pick them from a value (count badge, credits badge,
    // action button, test checkout), built by react-bootstrap from props (modal size, static
    // backdrop, button variant: the safelist), and ones every page uses.
    for (const cls of [
      'btn-success',
      'btn-outline-dark',
      'text-bg-danger',
      'text-bg-unread-messages',
      'modal-dialog',
      'modal-lg',
      'modal-static',
      'btn-outline-info',
      'visually-hidden',
      'd-none',
    ]) {
      expect(out, cls).toContain(`.${cls}`);
    }
    for (const cls of ['table-dark', 'text-bg-dark', 'link-warning', 'placeholder-wave', 'spinner-grow']) {
      expect(out, cls).not.toMatch(new RegExp(`\\.${cls}[^a-z-]`));
    }
  });

  it('leaves CSS modules whole', async () => {
    const css = '.unusedAnywhere{color:red}';
    expect(await purged(css, path.join(ROOT, 'components/x.module.scss'))).toBe(css);
    expect(await purged(css, path.join(ROOT, 'app/styles/other.scss'))).toBe('');
  });
});
