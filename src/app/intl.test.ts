import { describe, expect, it } from 'vitest';
import { intlOf } from './intl';

describe('intlOf', () => {
  it('makes one intl per catalogue and language, shared by every render', () => {
    const catalogue = { greeting: 'Salom, {name}!' };
    const intl = intlOf('uz', catalogue);
    expect(intlOf('uz', catalogue)).toBe(intl);
    expect(intl.formatMessage({ id: 'greeting' }, { name: 'Ali' })).toBe('Salom, Ali!');
    expect(intlOf('ru', catalogue)).not.toBe(intl);
    expect(intlOf('ru', catalogue).locale).toBe('ru');
  });

  it('makes another intl for a catalogue that has grown', () => {
    const catalogue = { greeting: 'Salom' };
    const grown = { ...catalogue, farewell: 'Xayr' };
    expect(intlOf('uz', grown)).not.toBe(intlOf('uz', catalogue));
    expect(intlOf('uz', grown).formatMessage({ id: 'farewell' })).toBe('Xayr');
  });
});
