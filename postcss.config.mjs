import purgeCSSPlugin from '@fullhuman/postcss-purgecss';

// The global stylesheet (app/styles/globals.scss) keeps only the selectors whose class names occur
// in the source: Bootstrap's components and utilities are 184 kB of CSS, of which a page used
// about 20 kB, and every page loads the stylesheet before its first paint (issue 10). PurgeCSS
// reads every word of these files, so a class name must be written whole somewhere in them
// (`btn-success`, never `btn-${variant}`); tests/unit/css-purge.test.ts checks that.
export const PURGE_CONTENT = [
  'app/**/*.{ts,tsx}',
  'components/**/*.{ts,tsx}',
  'lib/**/*.{ts,tsx}',
  'stores/**/*.{ts,tsx}',
];

// Classes react-bootstrap builds from props (components/…: <Modal size="lg" backdrop="static">,
// <Button variant="danger">), which no file of ours spells whole: its modal sizes and static
// bounce, and every button variant of the theme.
export const PURGE_SAFELIST = [
  /^modal-(sm|lg|xl|static|fullscreen|dialog-scrollable)/,
  /^btn-(outline-)?(primary|secondary|success|danger|warning|info|light|dark)$/,
  /^btn-(link|sm|lg)$/,
];

const purge = purgeCSSPlugin({ content: PURGE_CONTENT, safelist: { standard: PURGE_SAFELIST } });

// CSS modules are left whole: they are small, scoped to their component, and may be indexed
// with a value from data (`styles[pkg.tier]`).
export const purgeGlobalStyles = {
  postcssPlugin: 'heartline-purge-global-styles',
  OnceExit(root, helpers) {
    if (/\.module\.s?css$/.test(root.source?.input.file ?? '')) return;
    return purge.OnceExit(root, helpers);
  },
};

// Turbopack runs these after Sass and before Lightning CSS, which still adds the vendor prefixes
// and minifies.
const config = { plugins: [purgeGlobalStyles] };

export default config;
