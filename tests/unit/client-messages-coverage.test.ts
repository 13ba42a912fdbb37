// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ClientMessagesAnalyzer, covers, formatProblem } from '@/scripts/client-messages-lib';
import { pickMessages } from '@/components/i18n/client-messages';

const repo = path.resolve(__dirname, '../..');

describe('every client island gets the messages it reads', () => {
  it('each client component a server component renders sits in a <ClientMessages> picking its namespaces', () => {
    const analyzer = new ClientMessagesAnalyzer(repo);
    expect(analyzer.serverFiles().length).toBeGreaterThan(30);
    expect(analyzer.check().map(formatProblem)).toEqual([]);
  });

  it('the root layout has no next-intl provider: its islands read the shell strings (issue 10)', () => {
    expect(new ClientMessagesAnalyzer(repo).rootNamespaces()).toEqual([]);
  });
});

describe('ClientMessagesAnalyzer', () => {
  let dir: string;
  const write = (rel: string, text: string) => {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-messages-'));
    write(
      'app/[locale]/layout.tsx',
      `import { ClientMessages } from '@/components/i18n/client-messages';
export default function L({ children }) { return <ClientMessages namespaces={['errorPage']}>{children}</ClientMessages>; }
`,
    );
    write(
      'app/[locale]/error.tsx',
      `'use client';
import { useTranslations } from 'next-intl';
export default function E() { const t = useTranslations('errorPage'); return t('x'); }
`,
    );
    write(
      'components/i18n/client-messages.tsx',
      `export function ClientMessages({ children }) { return children; }\n`,
    );
    write(
      'components/x/modal.tsx',
      `'use client';
import { useTranslations } from 'next-intl';
export default function Modal() { const t = useTranslations('modal'); return t('x'); }
`,
    );
    write(
      'lib/use-errors.ts',
      `import { useTranslations } from 'next-intl';
export const useErrors = () => useTranslations('errors.x');
`,
    );
    write(
      'components/x/island.tsx',
      `'use client';
import { clientOnly, lazyComponent } from '@/components/ui/lazy-component';
import { useTranslations } from 'next-intl';
import { useErrors } from '@/lib/use-errors';
const Modal = clientOnly(() => import('./modal'));
export function Island() { const t = useTranslations('island'); useErrors(); return <Modal />; }
`,
    );
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('follows static imports and lazily loaded modules of a client component', () => {
    const analyzer = new ClientMessagesAnalyzer(dir);
    expect([...analyzer.needs(path.join(dir, 'components/x/island.tsx'))].sort()).toEqual([
      'errors.x',
      'island',
      'modal.x',
    ]);
  });

  it('narrows a namespace to the keys a const t reads, or keeps it whole when t is passed on', () => {
    write(
      'components/x/keys.tsx',
      `'use client';
import { useTranslations } from 'next-intl';
export function Keys({ k }) {
  const t = useTranslations('landers');
  return <>{t('common.cta')}{t.rich(\`icons.\${k}Title\`)}{t.has('x') ? 1 : 0}</>;
}
export function Passed() {
  const t = useTranslations('chat');
  return <Child t={t} />;
}
`,
    );
    const analyzer = new ClientMessagesAnalyzer(dir);
    const needs = [...analyzer.needs(path.join(dir, 'components/x/keys.tsx'))].sort();
    expect(needs).toEqual(['chat', 'landers.common.cta', 'landers.icons', 'landers.x']);
    expect(covers(['landers.common', 'landers.icons', 'landers.x', 'chat'], 'landers.common.cta')).toBe(true);
  });

  it('reports a namespace the enclosing <ClientMessages> leaves out, with file and line', () => {
    write(
      'app/[locale]/page.tsx',
      `import { ClientMessages } from '@/components/i18n/client-messages';
import { Island } from '@/components/x/island';
export default function P() {
  return <ClientMessages namespaces={['island', 'errors']}>
    <Island />
  </ClientMessages>;
}
`,
    );
    const problems = new ClientMessagesAnalyzer(dir).check();
    expect(problems).toEqual([
      { file: 'app/[locale]/page.tsx', line: 5, component: 'Island', missing: ['modal.x'] },
    ]);
  });

  it('accepts a list held in a constant, and reports an island with no provider at all', () => {
    write(
      'app/[locale]/page.tsx',
      `import { ClientMessages } from '@/components/i18n/client-messages';
import { Island } from '@/components/x/island';
const NS = ['island', 'errors', 'modal'] as const;
export default function P() {
  return <><ClientMessages namespaces={NS}><Island /></ClientMessages><Island /></>;
}
`,
    );
    const problems = new ClientMessagesAnalyzer(dir).check();
    expect(problems.map((p) => [p.line, p.missing])).toEqual([[5, ['errors.x', 'island', 'modal.x']]]);
  });

  it('only the nearest provider counts: a nested one replaces the outer one', () => {
    write(
      'app/[locale]/page.tsx',
      `import { ClientMessages } from '@/components/i18n/client-messages';
import { Island } from '@/components/x/island';
export default function P() {
  return <ClientMessages namespaces={['island', 'errors', 'modal']}><ClientMessages namespaces={['island']}><Island /></ClientMessages></ClientMessages>;
}
`,
    );
    const [problem] = new ClientMessagesAnalyzer(dir).check();
    expect(problem.missing).toEqual(['errors.x', 'modal.x']);
  });

  it('<DeferredMessages> serves lazily loaded islands that render an IntlIsland, nothing read at once', () => {
    write(
      'components/i18n/intl-island.tsx',
      `'use client';\nexport function IntlIsland({ children }) { return children; }\n`,
    );
    write(
      'components/x/shell.tsx',
      `'use client';
import { clientOnly, lazyComponent } from '@/components/ui/lazy-component';
const Later = lazyComponent(() => import('./later'));
const Bare = clientOnly(() => import('./modal'));
export function Shell() { return <><Later /><Bare /></>; }
`,
    );
    write(
      'components/x/later.tsx',
      `'use client';
import { IntlIsland } from '@/components/i18n/intl-island';
import { Island } from './island';
export default function Later() { return <IntlIsland><Island /></IntlIsland>; }
`,
    );
    write(
      'app/[locale]/layout.tsx',
      `import { DeferredMessages } from '@/components/i18n/client-messages';
import { Shell } from '@/components/x/shell';
import { Island } from '@/components/x/island';
export default function L({ children }) {
  return <DeferredMessages namespaces={['island', 'errors', 'modal']}><Shell /><Island />{children}</DeferredMessages>;
}
`,
    );
    // (The fixture's error.tsx, with no provider in this layout, is the next test's matter.)
    const problems = new ClientMessagesAnalyzer(dir)
      .check()
      .filter((p) => p.file.endsWith('layout.tsx'))
      .map(formatProblem);
    expect(problems).toEqual([
      // The shell's lazy modal reads messages with no IntlIsland on its way.
      'app/[locale]/layout.tsx:5 <Shell> loads components/x/modal.tsx, which reads messages outside an IntlIsland (components/i18n/intl-island.tsx)',
      // The island reads its messages as it renders: no provider is there yet.
      'app/[locale]/layout.tsx:5 <Island> reads errors.x, island as it renders: <DeferredMessages> serves only islands loaded later (IntlIsland)',
      // Its lazy modal is no better off.
      'app/[locale]/layout.tsx:5 <Island> loads components/x/modal.tsx, which reads messages outside an IntlIsland (components/i18n/intl-island.tsx)',
    ]);
  });

  it("a page's island without a provider of its own is served by its nearest layout's, around {children}", () => {
    write(
      'components/i18n/intl-island.tsx',
      `'use client';\nexport function IntlIsland({ children }) { return children; }\n`,
    );
    write(
      'components/x/lazy-island.tsx',
      `'use client';
import { clientOnly } from '@/components/ui/lazy-component';
export const LazyIsland = clientOnly(() => import('./later'));
`,
    );
    write(
      'components/x/later.tsx',
      `'use client';
import { IntlIsland } from '@/components/i18n/intl-island';
import Modal from './modal';
export default function Later() { return <IntlIsland><Modal /></IntlIsland>; }
`,
    );
    write(
      'app/[locale]/(empty)/layout.tsx',
      `import { DeferredMessages } from '@/components/i18n/client-messages';
export default function L({ children }) { return <main><DeferredMessages namespaces={['modal']}>{children}</DeferredMessages></main>; }
`,
    );
    write(
      'app/[locale]/(empty)/a/page.tsx',
      `import { LazyIsland } from '@/components/x/lazy-island';
import Modal from '@/components/x/modal';
export default function P() { return <><LazyIsland /><Modal /></>; }
`,
    );
    const problems = new ClientMessagesAnalyzer(dir)
      .check()
      .filter((p) => p.file.endsWith('page.tsx'))
      .map(formatProblem);
    // The lazy island is served; the modal read at once is not (the layout only set messages aside).
    expect(problems).toEqual([
      'app/[locale]/(empty)/a/page.tsx:3 <Modal> reads modal.x as it renders: <DeferredMessages> serves only islands loaded later (IntlIsland)',
    ]);
    // Without the layout's provider, the page's islands are not covered at all.
    write(
      'app/[locale]/(empty)/layout.tsx',
      `export default function L({ children }) { return children; }\n`,
    );
    expect(
      new ClientMessagesAnalyzer(dir)
        .check()
        .filter((p) => p.file.endsWith('page.tsx'))
        .map((p) => p.component),
    ).toEqual(['LazyIsland', 'Modal']);
  });

  it('a client route file (error.tsx) must be covered by the root layout', () => {
    write(
      'app/[locale]/layout.tsx',
      `import { ClientMessages } from '@/components/i18n/client-messages';
export default function L({ children }) { return <ClientMessages namespaces={['progress']}>{children}</ClientMessages>; }
`,
    );
    const problems = new ClientMessagesAnalyzer(dir).check();
    expect(problems).toEqual([
      { file: 'app/[locale]/error.tsx', line: 1, component: '(route file)', missing: ['errorPage.x'] },
    ]);
  });
});

describe('covers and pickMessages', () => {
  it('a namespace covers its nested ones, not its siblings', () => {
    expect(covers(['chat'], 'chat.photos')).toBe(true);
    expect(covers(['chat'], 'chats')).toBe(false);
    expect(covers(['chat.photos'], 'chat')).toBe(false);
    expect(covers(['chat'], '*')).toBe(false);
  });

  it('picks whole and nested namespaces and skips unknown ones', () => {
    const messages = { a: { x: '1' }, b: { c: { y: '2' }, d: '3' }, e: '4' };
    expect(pickMessages(messages, ['a', 'b.c', 'zz'])).toEqual({ a: { x: '1' }, b: { c: { y: '2' } } });
  });
});
