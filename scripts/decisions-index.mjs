#!/usr/bin/env node
/**
 * Writes docs/decisions/README.md, the index of decision records with a status per record,
 * from the records themselves: a record that a later one replaces says so in its own text
 * ("Superseded by decision N" or "Superseded in part by decision N"), and nothing else is kept
 * by hand. `--check` (in `npm run lint`) fails when the index on disk is not what it would write.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const folder = path.join(import.meta.dirname, '..', 'docs', 'decisions');
const INDEX = 'README.md';

function statusOf(text) {
  const by = { whole: new Set(), part: new Set() };
  for (const match of text.matchAll(/superseded( in part)? by decision (\d{3})/gi)) by[match[1] ? 'part' : 'whole'].add(match[2]);
  const list = (set) => [...set].sort().join(', ');
  if (by.whole.size) return `superseded by ${list(by.whole)}${by.part.size ? `; in part by ${list(by.part)}` : ''}`;
  if (by.part.size) return `accepted; superseded in part by ${list(by.part)}`;
  return 'accepted';
}

function render() {
  const rows = readdirSync(folder)
    .filter((name) => /^\d{3}-.*\.md$/.test(name))
    .sort()
    .map((name) => {
      const text = readFileSync(path.join(folder, name), 'utf8');
      const title = (text.match(/^#\s+(.*)$/m)?.[1] ?? name).replace(/^\d{3}\s*[-:.]?\s*/, '').replaceAll('|', '\\|');
      return `| [${name.slice(0, 3)}](${name}) | ${title} | ${statusOf(text)} |`;
    });
  return [
    '# Decision records',
    '',
    'One record per decision the spec and DESIGN.md leave open, numbered in the order taken. A later',
    'record that changes an earlier one says so, and the earlier one carries the line "Superseded',
    '(in part) by decision N". This index is written from the records by `node scripts/decisions-index.mjs`',
    '(`npm run lint` checks it is current): do not edit it by hand.',
    '',
    '| No. | Decision | Status |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

const target = path.join(folder, INDEX);
const wanted = render();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // no index yet: it is out of date
  }
  if (current !== wanted) {
    console.error(`${path.relative(process.cwd(), target)} is out of date: run node scripts/decisions-index.mjs`);
    process.exit(1);
  }
} else {
  writeFileSync(target, wanted);
}
