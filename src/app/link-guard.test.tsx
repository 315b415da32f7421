// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it } from 'vitest';
import { $notifications } from '@/shared/model';
import { useLinkGuard } from './link-guard';

afterEach(cleanup);

function Guarded({ href }: { href: string }) {
  useLinkGuard();
  return <a href={href}>Link</a>;
}

/** A click on a link to `href` with the guard on: whether it was let through, and the notices. */
function click(href: string) {
  const scope = fork();
  const view = render(
    <Provider value={scope}>
      <Guarded href={href} />
    </Provider>,
  );
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  view.getByText('Link').dispatchEvent(event);
  view.unmount();
  return {
    through: !event.defaultPrevented,
    notices: scope.getState($notifications).map((notice) => notice.kind),
  };
}

describe('the link guard', () => {
  it('lets through the shop’s support on Telegram, as the contacts page links it', () => {
    expect(click('https://t.me/savat_uz_bot')).toEqual({ through: true, notices: [] });
  });

  it('lets through the maps the stores link to', () => {
    expect(click('https://yandex.uz/maps/?pt=69.28,41.31')).toEqual({ through: true, notices: [] });
  });

  it('refuses another site and a script address, and says the link is invalid', () => {
    expect(click('https://example.com/')).toEqual({ through: false, notices: ['invalidLink'] });
    expect(click('javascript:alert(1)')).toEqual({ through: false, notices: ['invalidLink'] });
  });
});
