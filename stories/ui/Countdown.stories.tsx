import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Countdown, type CountdownClock } from '../../src/ui';

/** What Countdown is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `Time left, in hours, minutes and seconds, each shown only when above zero, with translated short units (spec §4, countdown display): 3725 s reads "1 h 2 min 5 s", 60 s "1 min". At 0 it shows "Tiempo agotado" and calls \`onExpire\` once.

**Use it** for a reservation that expires: the seat-change session (\`expirateIn\`) and the purchase queue permission. It ticks every second against the clock, so a late tick does not add up; a new \`seconds\` restarts it; \`paused\` stops it. Under a minute it turns urgent. For progress that is not time (a place in a queue) use **ProgressBar**.

**Accessibility.** The ticking text is a \`timer\` named by its label, with \`aria-live="off"\`: it is not read every second. A separate polite status announces, once each, the thresholds crossed (5 and 1 minutes left by default, \`announceAtMinutes\`) and the end. The value is also a \`<time>\` with an ISO duration.`;

const meta = {
  title: 'ui/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  args: { seconds: 3725, onExpire: fn() },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const timer = (canvasElement: HTMLElement) => within(canvasElement).getByRole('timer', { name: 'Tiempo restante' });

/**
 * A clock the play functions move by hand: each second is checked without waiting it out, and
 * every run sees the same values. The docs page and a story's first render (play functions
 * mount with it) keep the page's real clock.
 */
function handClock() {
  let now = 0;
  let nextHandle = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: CountdownClock & { advance: (ms: number) => Promise<void> } = {
    now: () => now,
    setTimeout: (callback, ms) => {
      nextHandle += 1;
      timers.set(nextHandle, { at: now + ms, callback });
      return nextHandle;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    /** Moves the time on by `ms`, firing each timer due on the way at its own time, then lets React render. */
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        const [handle, next] = [...timers].filter(([, timer]) => timer.at <= end).sort(([, a], [, b]) => a.at - b.at)[0] ?? [];
        if (handle === undefined || !next) break;
        timers.delete(handle);
        now = next.at;
        next.callback();
      }
      now = end;
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
  return clock;
}

export const OneHourTwoMinutesFiveSeconds: Story = {
  name: '3725 s: hours, minutes and seconds',
  play: async ({ canvasElement, args, mount }) => {
    const clock = handClock();
    await mount(<Countdown {...args} clock={clock} />);
    const time = timer(canvasElement);
    await expect(time).toHaveTextContent(/^1 h 2 min 5 s$/);
    await expect(time).toHaveAttribute('aria-live', 'off');
    await clock.advance(999);
    await expect(time).toHaveTextContent(/^1 h 2 min 5 s$/);
    await clock.advance(1);
    await waitFor(() => expect(time).toHaveTextContent(/^1 h 2 min 4 s$/));
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const SixtyFiveSeconds: Story = {
  name: '65 s: no hours shown',
  args: { seconds: 65 },
  play: async ({ canvasElement, args, mount }) => {
    const clock = handClock();
    await mount(<Countdown {...args} clock={clock} />);
    const time = timer(canvasElement);
    await expect(time).toHaveTextContent(/^1 min 5 s$/);
    await expect(time).not.toHaveTextContent(/h/);
    await clock.advance(1000);
    await waitFor(() => expect(time).toHaveTextContent(/^1 min 4 s$/));
  },
};

export const FiveSeconds: Story = {
  name: '5 s: seconds only',
  args: { seconds: 5 },
  play: async ({ canvasElement, args, mount }) => {
    await mount(<Countdown {...args} clock={handClock()} />);
    await expect(timer(canvasElement)).toHaveTextContent(/^5 s$/);
  },
};

export const Expired: Story = {
  name: '0 s: time is up',
  args: { seconds: 0 },
  play: async ({ canvasElement, args, mount }) => {
    const clock = handClock();
    await mount(<Countdown {...args} clock={clock} />);
    await expect(timer(canvasElement)).toHaveTextContent('Tiempo agotado');
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
    await clock.advance(1200);
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
  },
};

export const Paused: Story = {
  name: 'Paused at 1 h 2 min 5 s',
  args: { seconds: 3725, paused: true },
  play: async ({ canvasElement, args, mount }) => {
    const clock = handClock();
    await mount(<Countdown {...args} clock={clock} />);
    const time = timer(canvasElement);
    await expect(time).toHaveTextContent('1 h 2 min 5 s');
    await clock.advance(1500);
    await expect(time).toHaveTextContent('1 h 2 min 5 s');
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const RunsOut: Story = {
  name: 'Runs out after 2 s: onExpire once, announced once',
  args: { seconds: 2 },
  play: async ({ canvasElement, args, mount }) => {
    const clock = handClock();
    await mount(<Countdown {...args} clock={clock} />);
    const canvas = within(canvasElement);
    const time = timer(canvasElement);
    await expect(time).toHaveTextContent(/^2 s$/);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await clock.advance(1000);
    await waitFor(() => expect(time).toHaveTextContent(/^1 s$/));
    await expect(args.onExpire).not.toHaveBeenCalled();
    await clock.advance(1000);
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
    await expect(time).toHaveTextContent('Tiempo agotado');
    await expect(canvas.getByRole('status')).toHaveTextContent('Tiempo agotado');
    await clock.advance(1500);
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
  },
};

export const MinuteThresholdAnnounced: Story = {
  name: 'Crossing the last minute is announced once',
  args: { seconds: 61 },
  play: async ({ canvasElement, args, mount }) => {
    const clock = handClock();
    await mount(<Countdown {...args} clock={clock} />);
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('');
    await clock.advance(1000);
    await waitFor(() => expect(status).toHaveTextContent('Queda 1 minuto'));
    await clock.advance(1000);
    await waitFor(() => expect(timer(canvasElement)).toHaveTextContent(/^59 s$/));
    await expect(status).toHaveTextContent('Queda 1 minuto');
  },
};

export const CustomLabel: Story = {
  name: 'With its own label, in English',
  args: { seconds: 125, label: 'Your seat is held for', paused: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByRole('timer', { name: 'Your seat is held for' });
    await expect(time).toHaveTextContent('2 min 5 s');
  },
};

/** A page that lets the user pause and resume, as a feature could. */
function PausableCountdown({ seconds, onExpire, clock }: { seconds: number; onExpire?: () => void; clock?: CountdownClock }) {
  const [paused, setPaused] = useState(false);
  return (
    <>
      <Countdown seconds={seconds} paused={paused} onExpire={onExpire} clock={clock} />
      <p>
        <Button variant="secondary" size="small" onClick={() => setPaused((value) => !value)}>
          {paused ? 'Reanudar' : 'Pausar'}
        </Button>
      </p>
    </>
  );
}

export const PauseAndResume: Story = {
  name: 'Pause and resume with the keyboard',
  args: { seconds: 30 },
  render: (args) => <PausableCountdown seconds={args.seconds} onExpire={args.onExpire} />,
  play: async ({ canvasElement, args, mount }) => {
    const clock = handClock();
    await mount(<PausableCountdown seconds={args.seconds} onExpire={args.onExpire} clock={clock} />);
    const canvas = within(canvasElement);
    const time = timer(canvasElement);
    await clock.advance(1000);
    await waitFor(() => expect(time).toHaveTextContent(/^29 s$/));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pausar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Reanudar' })).toHaveFocus();
    await clock.advance(1500);
    await expect(time).toHaveTextContent(/^29 s$/);
    await userEvent.keyboard('{Enter}');
    await clock.advance(1000);
    await waitFor(() => expect(time).toHaveTextContent(/^28 s$/));
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  name: 'On a 375 px phone',
  args: { seconds: 3725, paused: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const time = timer(canvasElement);
    await expect(time).toBeVisible();
    await expect(time.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
