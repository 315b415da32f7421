import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Tag } from 'storybook/preview-api';
import { describe, expect, it } from 'vitest';

// Beside the stories it checks: one file of them for each component of the design system.
const storiesDir = path.join(import.meta.dirname, 'design-system');
const componentsDir = path.resolve(import.meta.dirname, '../design-system/components');

const components = readdirSync(componentsDir).filter(
  (name) => name !== 'private' && statSync(path.join(componentsDir, name)).isDirectory(),
);

describe('every design-system component', () => {
  it.each(components)(
    '%s has stories, a docs page with design notes and a visual check',
    (name) => {
      const file = path.join(storiesDir, `${name}.stories.tsx`);
      const stories = readFileSync(file, 'utf8');
      // Storybook's tag for a docs page made from the stories.
      const docsPage = `tags: ['${Tag.AUTODOCS}']`;
      expect(stories, `${file}: the meta needs ${docsPage}`).toContain(docsPage);
      expect(stories, `${file}: the meta needs designNotes({ … })`).toContain('designNotes({');
      expect(stories, `${file}: a story needs tags: ['visual']`).toContain("tags: ['visual']");
    },
  );
});
