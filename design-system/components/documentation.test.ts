import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const componentsDir = import.meta.dirname;
const storiesDir = path.resolve(componentsDir, '../../stories/design-system');

const components = readdirSync(componentsDir).filter(
  (name) => name !== 'private' && statSync(path.join(componentsDir, name)).isDirectory(),
);

describe('every design-system component', () => {
  it.each(components)(
    '%s has stories, a docs page with design notes and a visual check',
    (name) => {
      const file = path.join(storiesDir, `${name}.stories.tsx`);
      const stories = readFileSync(file, 'utf8');
      expect(stories, `${file}: the meta needs tags: ['autodocs']`).toContain("tags: ['autodocs']");
      expect(stories, `${file}: the meta needs designNotes({ … })`).toContain('designNotes({');
      expect(stories, `${file}: a story needs tags: ['visual']`).toContain("tags: ['visual']");
    },
  );
});
