import { act, render, screen } from '@testing-library/react';
import useSWR from 'swr';
import { describe, expect, it } from 'vitest';
import { clearSession } from '../lib/session';
import { cacheAnswers } from '../lib/swr-config';
import { Providers } from './providers';

const KEY = 'home-of-the-providers-test';

/** What a screen reads under the key; its own request never answers, so only the cache speaks. */
function Probe() {
  const { data } = useSWR<string>(KEY, () => new Promise<string>(() => undefined));
  return <p>{data ?? 'nothing'}</p>;
}

const drawnPage = () =>
  render(
    <Providers renderedForSession>
      <Probe />
    </Providers>,
  );

describe('a member’s drawn page in the browser', () => {
  it('starts from the answers it was drawn with, and once logged out no screen finds them again', async () => {
    cacheAnswers({ [KEY]: 'the home of Nuria' });
    const page = drawnPage();
    await screen.findByText('the home of Nuria');
    page.unmount();
    await act(() => clearSession({ tellOtherTabs: false })); // no message to the other test files sharing this process
    // Another member logging in on this tab opens the home afresh: nothing of the last one's.
    drawnPage();
    expect(screen.getByText('nothing').textContent).toBe('nothing');
  });
});
