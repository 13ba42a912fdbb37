// @vitest-environment node
// The import rules of ARCHITECTURE.md as eslint.config.mjs enforces them (issue 11, item 12):
// lib/ never imports stores/, components/ or app/; shared types live in lib/schemas/.
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids ESLint reports for `code` as if it were the file at `path`. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'lib/api-client/example.ts',
      "import { useSearchStore } from '@/stores/search-store';\nexport const s = useSearchStore;\n",
    ],
    [
      'lib/utils/example.ts',
      "import type { GeolocationPermission } from '../../stores/session-store';\nexport type P = GeolocationPermission;\n",
    ],
    [
      'lib/schemas/example.ts',
      "import { Footer } from '@/components/layout/footer';\nexport const f = Footer;\n",
    ],
    [
      'lib/api-client/example.ts',
      "import NotFound from '@/app/[locale]/not-found';\nexport const n = NotFound;\n",
    ],
  ])(
    'refuses %s importing %j',
    async (path, code) => {
      const errors = await boundaryErrors(path, code);
      expect(errors).toHaveLength(1);
    },
    60_000,
  );

  it('lets lib/ import lib/schemas/ and components import stores/', async () => {
    expect(
      await boundaryErrors(
        'lib/api-client/example.ts',
        "import type { SearchFiltersState } from '@/lib/schemas/search';\nexport type F = SearchFiltersState;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'components/blocks/example.ts',
        "import { useSearchStore } from '@/stores/search-store';\nexport const s = useSearchStore;\n",
      ),
    ).toEqual([]);
  }, 60_000);
});
