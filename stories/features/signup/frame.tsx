import type { Decorator } from '@storybook/react-vite';
import { SignupFrame } from '../../../src/features/signup/components/SignupFrame';

/** A step's content inside its frame (steps bar and title), as the page shows it; the story's `route` sets the current step. */
export const inFrame =
  (title: string, hasFirstStep = true): Decorator =>
  (Story) => (
    <SignupFrame title={title} hasFirstStep={hasFirstStep}>
      <Story />
    </SignupFrame>
  );
