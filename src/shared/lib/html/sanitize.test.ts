import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

const options = { origin: 'https://savat.uz', allowedHosts: ['media.savat.uz'] };
const clean = (html: string) => sanitizeHtml(html, options);

describe('sanitizeHtml', () => {
  it('keeps the markup articles use', () => {
    const html =
      '<h2>Sut</h2><p>Yangi <strong>sut</strong> va <em>qatiq</em></p><ul><li>1</li></ul><blockquote>Iqtibos</blockquote>';
    expect(clean(html)).toBe(html);
  });

  it('removes scripts, event handlers and styles', () => {
    expect(clean('<p onclick="alert(1)">a</p><script>alert(1)</script><style>p{}</style>')).toBe(
      '<p>a</p>',
    );
    expect(clean('<img src="/m.png" onerror="alert(1)">')).toBe('<img src="/m.png">');
    expect(clean('<iframe src="//evil"></iframe>ok')).toBe('ok');
    const nested = clean('<svg><script>alert(1)</script></svg><p>ok</p>');
    expect(nested).not.toMatch(/<script|<svg|alert\(/);
    expect(nested).toContain('<p>ok</p>');
  });

  it('drops dangerous and foreign links', () => {
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img>');
    expect(clean('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
  });

  it('keeps phone, e-mail and messenger contact links', () => {
    expect(clean('<a href="tel:+998712051000">+998 71 205 10 00</a>')).toBe(
      '<a href="tel:+998712051000">+998 71 205 10 00</a>',
    );
    expect(clean('<a href="mailto:support@savat.uz">support@savat.uz</a>')).toBe(
      '<a href="mailto:support@savat.uz">support@savat.uz</a>',
    );
    expect(clean('<a href="https://t.me/savat_uz_bot">@savat_uz_bot</a>')).toBe(
      '<a href="https://t.me/savat_uz_bot" rel="noopener noreferrer nofollow" target="_blank">@savat_uz_bot</a>',
    );
  });

  it('refuses what only looks like a contact link', () => {
    expect(clean('<a href="tel:javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="mailto:a@b.uz?bcc=all@savat.uz">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="sms:+998712051000">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="https://t.me.evil.example/x">x</a>')).toBe('<a>x</a>');
    expect(clean('<img src="tel:+998712051000">')).toBe('<img>');
  });

  it('keeps internal links relative and opens allowed hosts safely', () => {
    expect(clean('<a href="https://savat.uz/uz/catalog">x</a>')).toBe(
      '<a href="/uz/catalog">x</a>',
    );
    expect(clean('<a href="https://media.savat.uz/a.pdf">x</a>')).toBe(
      '<a href="https://media.savat.uz/a.pdf" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
  });
});
