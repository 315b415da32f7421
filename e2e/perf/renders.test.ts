import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderAddress, topSelfTime, withoutApiCache } from './renders';

describe('real renders under load', () => {
  it('ask for addresses no cache holds, a full catalogue page each', () => {
    expect(renderAddress('render', 7)).toBe('/uz/catalog?render=7');
    const tail = Array.from({ length: 8 }, (_, n) => renderAddress('long-tail', n));
    expect(new Set(tail).size).toBe(8);
    expect(tail[1]).toBe('/uz/catalog?sort=price_asc&price_max=1000000001');
    expect(renderAddress('cached', 3)).toBe('/uz/catalog');
  });

  it('switch the API cache off in a copy of the built server beside it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'savat-renders-test-'));
    const server = path.join(dir, 'start.js');
    writeFileSync(
      server,
      'var productionCaching = {\n\tapiCache: {\n\t\tfreshMs: 5e3,\n\t\tstaleMs: 25e3\n\t},\n\tpageCache: {\n\t\tfreshMs: 3e3\n\t}\n};\n',
    );
    const copy = withoutApiCache(server);
    expect(path.dirname(copy)).toBe(dir);
    expect(readFileSync(copy, 'utf8')).toBe(
      'var productionCaching = {\n\tapiCache: null,\n\tpageCache: {\n\t\tfreshMs: 3e3\n\t}\n};\n',
    );
    writeFileSync(server, 'var somethingElse = {};\n');
    expect(() => withoutApiCache(server)).toThrow('has no productionCaching.apiCache');
  });

  it('rank functions by self time within the last part of a profile', () => {
    const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0 });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2, 3] },
        {
          id: 2,
          callFrame: frame('renderToString', 'file:///x/node_modules/react-dom/cjs/server.js'),
        },
        { id: 3, callFrame: frame('safeJson', 'file:///tmp/dist/server/entry-server.js') },
      ],
      // Start-up (3 ms of safeJson) and then the load: 6 ms of React, 2 ms of safeJson.
      samples: [3, 3, 3, 2, 2, 2, 3, 2, 2, 2, 3],
      timeDeltas: Array.from({ length: 11 }, () => 1_000),
    };
    expect(topSelfTime(profile, { lastMs: 7.5 })).toEqual([
      { name: 'renderToString react-dom:1', ms: 6, share: 75 },
      { name: 'safeJson server/entry-server.js:1', ms: 2, share: 25 },
    ]);
    expect(topSelfTime(profile)[0]).toEqual({
      name: 'renderToString react-dom:1',
      ms: 6,
      share: 54.5,
    });
  });
});
