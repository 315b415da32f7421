import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../foundations';
import { Box } from './Box';

/** The class attribute of the element a Box renders. */
function classOf(html: string): string {
  return /class="([^"]*)"/.exec(html)?.[1] ?? '';
}

describe('Box', () => {
  it('gives the same atoms the same classes every time, and each choice its own', () => {
    const row = () => classOf(renderToString(<Box display="flex" gap="md" />));
    const expected = sprinkles({ display: 'flex', gap: 'md' });
    expect(row()).toContain(expected);
    expect(row()).toBe(row());
    expect(classOf(renderToString(<Box display="flex" gap="lg" />))).toContain(
      sprinkles({ display: 'flex', gap: 'lg' }),
    );
    expect(classOf(renderToString(<Box display="flex" gap="lg" />))).not.toContain(expected);
  });

  it('gives responsive atoms their classes at each breakpoint', () => {
    const atoms = { display: { mobile: 'block', desktop: 'flex' } } as const;
    expect(classOf(renderToString(<Box {...atoms} />))).toContain(sprinkles(atoms));
  });
});
