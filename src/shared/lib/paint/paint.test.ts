import { describe, expect, it } from 'vitest';
import { afterNextPaint } from '.';

describe('afterNextPaint', () => {
  it('resolves in a task after the next frame', async () => {
    const order: string[] = [];
    const win = {
      requestAnimationFrame: (callback: FrameRequestCallback) => {
        order.push('frame');
        callback(0);
        return 1;
      },
      setTimeout: (callback: () => void) => {
        order.push('task');
        callback();
        return 1;
      },
    } as unknown as Window;
    await afterNextPaint(win);
    expect(order).toEqual(['frame', 'task']);
  });
});
