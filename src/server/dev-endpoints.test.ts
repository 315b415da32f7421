import { describe, expect, it } from 'vitest';
import { devEndpointsWarning } from './dev-endpoints.ts';

describe('the development endpoints warning', () => {
  it.each(['0.0.0.0', '::', '192.168.1.20'])('warns loudly when listening on %s', (host) => {
    const warning = devEndpointsWarning(host);
    expect(warning).toContain('WARNING');
    expect(warning).toContain('reachable beyond this machine');
    expect(warning).toContain('NODE_ENV=production');
  });

  it.each(['127.0.0.1', '::1', 'localhost'])('only informs when listening on %s', (host) => {
    const warning = devEndpointsWarning(host);
    expect(warning).not.toContain('WARNING');
    expect(warning).toContain('this machine only');
  });
});
