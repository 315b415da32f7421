import { describe, expect, it } from 'vitest';
import { readRuntimeConfig, runtimeConfigScript } from '../shared/config/runtime.ts';
import { createGzipTemplate, gzipTemplate } from './gzip-template.ts';
import { contentSecurityPolicy } from './content-security.ts';

const imgSrc = (policy: string) => /(?:^|; )img-src ([^;]*)/.exec(policy)?.[1];

describe('media from any address', () => {
  it('leaves media root-relative by default: pictures come from the address the page was opened at', () => {
    const config = readRuntimeConfig({ PORT: '3000' }, 'http://localhost:3000');
    expect(config.mediaUrl).toBe('');
    expect(imgSrc(contentSecurityPolicy(config, { nonce: 'n', maps: false }))).toBe(
      "'self' data: blob:",
    );
  });

  it('names a configured media origin (a CDN) in img-src, and nowhere else', () => {
    const config = readRuntimeConfig(
      { MEDIA_URL: ' https://media.savat.uz/ ' },
      'https://savat.uz',
    );
    expect(config.mediaUrl).toBe('https://media.savat.uz');
    const policy = contentSecurityPolicy(config, { nonce: 'n', maps: false });
    expect(imgSrc(policy)).toBe("'self' data: blob: https://media.savat.uz");
    expect(policy.replace(/(?:^|; )img-src [^;]*/, '')).not.toContain('media.savat.uz');
  });

  it('does not hand the media origin to the browser', () => {
    const config = readRuntimeConfig({ MEDIA_URL: 'https://media.savat.uz' }, 'https://savat.uz');
    expect(runtimeConfigScript(config)).toBe(
      '<script id="__savat_config" type="application/json">{"apiUrl":"","publicUrl":"https://savat.uz","mapsApiKey":""}</script>',
    );
  });
});

describe('cached documents', () => {
  it('keep their compressed runs in buffers of their own size, not in zlib’s 16 KB output', () => {
    const template = createGzipTemplate(
      Array.from({ length: 30 }, (_, index) => `<p>part ${index}</p>`),
      { holeLength: 24 },
    );
    gzipTemplate(template, 'a'.repeat(24));
    for (const run of template.deflated!) expect(run.buffer.byteLength).toBeLessThan(16 * 1024);
  });
});
