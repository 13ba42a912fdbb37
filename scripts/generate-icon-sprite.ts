// `npm run icons:generate`: writes the icon sprites (public/icons/*.svg) and their hashed URLs
// (lib/ui/icon-sprite-urls.ts) for the names in lib/ui/icon-names.ts. Commit what it writes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { spriteFiles } from './icon-sprite';

for (const [path, content] of Object.entries(spriteFiles())) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  console.log(`icons:generate: wrote ${path} (${content.length} bytes)`);
}
