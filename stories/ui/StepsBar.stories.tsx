import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SIGN_UP_ROUTES, StepsBar, signUpSteps } from '../../src/ui';

/** The bar as the sign-up flow uses it: steps from `signUpSteps`, labels translated. */
function SignUpStepsBar({ pathname, hasFirstStep, onStepClick }: { pathname: string; hasFirstStep: boolean; onStepClick: (id: string) => void }) {
  const { t } = useTranslation();
  const steps = signUpSteps({
    pathname,
    configuredRoutes: SIGN_UP_ROUTES,
    hasFirstStep,
    labels: { person: t('STEPS.PERSON'), data: t('STEPS.DATA'), pay: t('STEPS.PAY') },
  });
  return <StepsBar steps={steps} onStepClick={onStepClick} />;
}

/** What StepsBar is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `Progress through a multi-step flow: numbered steps with labels; the current one highlighted, earlier ones filled. The caller decides each step's state and whether it can be clicked, and navigates on \`onStepClick\`.

**Sign-up rules (spec §2)**, as \`signUpSteps({ pathname, configuredRoutes, hasFirstStep, labels })\` computes them (these stories use it):

- Steps: 1 personal data, 2 pass selection (seat selection counts as step 2), 3 payment. A step is shown only if its route is configured.
- Step 1 is done on step 2, seat selection or step 3; step 2 is done on step 3.
- Step 1 is always clickable, unless already there; it goes back to personal data.
- Step 2 is clickable only when the stored partner record has \`firstStep\`, and not when already there.
- Step 3 is never clickable.

\`signUpStepRoute(id, routes)\` gives where a clicked step goes.

**Accessibility.** A \`nav\` ("Pasos para hacerte abonado") holding an ordered list. The current step has \`aria-current="step"\`. Each step is read as "Paso N: label", and "(completado)" when done. A clickable step is a button; the others are plain text, out of the tab order.`;

const meta = {
  title: 'ui/StepsBar',
  component: SignUpStepsBar,
  tags: ['autodocs'],
  subcomponents: { StepsBar },
  parameters: { docs: { description: { component: guidelines } } },
  args: { pathname: SIGN_UP_ROUTES.personalData, hasFirstStep: false, onStepClick: fn() },
} satisfies Meta<typeof SignUpStepsBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABELS = { person: 'Tus datos', data: 'Tu abono', pay: 'Pago' } as const;
type Id = keyof typeof LABELS;

/**
 * Checks one route: the current step, which steps are buttons, that Tab reaches only those
 * (in order) and that Enter on one reports its id; at each viewport, what is on screen.
 */
function checks({ current, clickable, viewport }: { current: Id; clickable: Id[]; viewport: 'mobile' | 'desktop' }): Story['play'] {
  return async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pasos para hacerte abonado' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);

    // The current step: aria-current="step", its label on screen at every width.
    const currentStep = nav.querySelector('[aria-current="step"]');
    await expect(currentStep).toHaveTextContent(`Paso ${Object.keys(LABELS).indexOf(current) + 1}: ${LABELS[current]}`);
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    await expect(canvas.getByText(LABELS[current])).toBeVisible();

    // Only the clickable steps are buttons, named by number and label.
    const buttons = canvas.queryAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(
      clickable.map((id) => expect.stringContaining(LABELS[id])),
    );
    for (const id of Object.keys(LABELS) as Id[]) {
      if (!clickable.includes(id)) await expect(canvas.queryByRole('button', { name: new RegExp(LABELS[id]) })).toBeNull();
    }

    // Labels: all on screen from 680 px; on a phone only the current one, the others for screen readers.
    for (const id of Object.keys(LABELS) as Id[]) {
      const label = canvas.getByText(LABELS[id]);
      const onScreen = label.getBoundingClientRect().width > 1;
      await expect(onScreen).toBe(viewport === 'desktop' || id === current);
    }
    await expect(window.innerWidth).toBe(viewport === 'mobile' ? 375 : 1280);
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);

    // Keyboard: Tab visits the clickable steps only, then leaves the bar.
    for (const id of clickable) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: new RegExp(LABELS[id]) })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(nav.contains(document.activeElement)).toBe(false);

    // Enter on a clickable step reports its id.
    await expect(args.onStepClick).not.toHaveBeenCalled();
    if (clickable.length > 0) {
      await userEvent.tab({ shift: true });
      await userEvent.keyboard('{Enter}');
      await expect(args.onStepClick).toHaveBeenCalledTimes(1);
      await expect(args.onStepClick).toHaveBeenCalledWith(clickable[clickable.length - 1]);
    }
  };
}

const mobile = { globals: { viewport: { value: 'mobile' } } };
const desktop = { globals: { viewport: { value: 'desktop' } } };

// Step 1, personal data: step 1 is where the user is (not clickable); step 2 only with firstStep.
export const PersonalData: Story = {
  name: 'datos-personales-base, no firstStep',
  ...desktop,
  play: checks({ current: 'person', clickable: [], viewport: 'desktop' }),
};
export const PersonalDataMobile: Story = {
  ...PersonalData,
  name: 'datos-personales-base, no firstStep, phone',
  ...mobile,
  play: checks({ current: 'person', clickable: [], viewport: 'mobile' }),
};
export const PersonalDataFirstStep: Story = {
  name: 'datos-personales-base, firstStep',
  args: { hasFirstStep: true },
  ...desktop,
  play: checks({ current: 'person', clickable: ['data'], viewport: 'desktop' }),
};
export const PersonalDataFirstStepMobile: Story = {
  ...PersonalDataFirstStep,
  name: 'datos-personales-base, firstStep, phone',
  ...mobile,
  play: checks({ current: 'person', clickable: ['data'], viewport: 'mobile' }),
};

// Step 2, pass selection: step 1 done and clickable; step 2 is where the user is.
export const PassSelection: Story = {
  name: 'seleccion-abono-base, no firstStep',
  args: { pathname: SIGN_UP_ROUTES.passSelection },
  ...desktop,
  play: checks({ current: 'data', clickable: ['person'], viewport: 'desktop' }),
};
export const PassSelectionMobile: Story = {
  ...PassSelection,
  name: 'seleccion-abono-base, no firstStep, phone',
  ...mobile,
  play: checks({ current: 'data', clickable: ['person'], viewport: 'mobile' }),
};
export const PassSelectionFirstStep: Story = {
  name: 'seleccion-abono-base, firstStep',
  args: { pathname: SIGN_UP_ROUTES.passSelection, hasFirstStep: true },
  ...desktop,
  play: checks({ current: 'data', clickable: ['person'], viewport: 'desktop' }),
};
export const PassSelectionFirstStepMobile: Story = {
  ...PassSelectionFirstStep,
  name: 'seleccion-abono-base, firstStep, phone',
  ...mobile,
  play: checks({ current: 'data', clickable: ['person'], viewport: 'mobile' }),
};

// Seat selection counts as step 2.
export const SeatSelection: Story = {
  name: 'seleccion (seats), no firstStep',
  args: { pathname: SIGN_UP_ROUTES.seatSelection },
  ...desktop,
  play: checks({ current: 'data', clickable: ['person'], viewport: 'desktop' }),
};
export const SeatSelectionMobile: Story = {
  ...SeatSelection,
  name: 'seleccion (seats), no firstStep, phone',
  ...mobile,
  play: checks({ current: 'data', clickable: ['person'], viewport: 'mobile' }),
};
export const SeatSelectionFirstStep: Story = {
  name: 'seleccion (seats), firstStep',
  args: { pathname: SIGN_UP_ROUTES.seatSelection, hasFirstStep: true },
  ...desktop,
  play: checks({ current: 'data', clickable: ['person'], viewport: 'desktop' }),
};
export const SeatSelectionFirstStepMobile: Story = {
  ...SeatSelectionFirstStep,
  name: 'seleccion (seats), firstStep, phone',
  ...mobile,
  play: checks({ current: 'data', clickable: ['person'], viewport: 'mobile' }),
};

// Step 3, payment: steps 1 and 2 done; step 2 clickable only with firstStep; step 3 never.
export const Payment: Story = {
  name: 'pago-abono-base, no firstStep',
  args: { pathname: SIGN_UP_ROUTES.payment },
  ...desktop,
  play: checks({ current: 'pay', clickable: ['person'], viewport: 'desktop' }),
};
export const PaymentMobile: Story = {
  ...Payment,
  name: 'pago-abono-base, no firstStep, phone',
  ...mobile,
  play: checks({ current: 'pay', clickable: ['person'], viewport: 'mobile' }),
};
export const PaymentFirstStep: Story = {
  name: 'pago-abono-base, firstStep',
  args: { pathname: SIGN_UP_ROUTES.payment, hasFirstStep: true },
  ...desktop,
  play: checks({ current: 'pay', clickable: ['person', 'data'], viewport: 'desktop' }),
};
export const PaymentFirstStepMobile: Story = {
  ...PaymentFirstStep,
  name: 'pago-abono-base, firstStep, phone',
  ...mobile,
  play: checks({ current: 'pay', clickable: ['person', 'data'], viewport: 'mobile' }),
};

export const DoneStepsAnnounced: Story = {
  name: 'Done steps are read as completed',
  args: { pathname: SIGN_UP_ROUTES.payment, hasFirstStep: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Paso 1: Tus datos (completado)' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Paso 2: Tu abono (completado)' })).toBeInTheDocument();
  },
};

export const English: Story = {
  name: 'In English',
  args: { pathname: SIGN_UP_ROUTES.seatSelection, hasFirstStep: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Sign-up steps' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Step 1: Your details (completed)' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveTextContent('Step 2: Your pass');
  },
};

/** "A step is shown only if its route is configured": here pass selection is not. */
function WithoutPassSelection({ onStepClick }: { onStepClick: (id: string) => void }) {
  const { t } = useTranslation();
  const steps = signUpSteps({
    pathname: SIGN_UP_ROUTES.payment,
    configuredRoutes: { personalData: SIGN_UP_ROUTES.personalData, payment: SIGN_UP_ROUTES.payment },
    hasFirstStep: true,
    labels: { person: t('STEPS.PERSON'), data: t('STEPS.DATA'), pay: t('STEPS.PAY') },
  });
  return <StepsBar steps={steps} onStepClick={onStepClick} />;
}

export const StepNotConfigured: Story = {
  name: 'A step whose route is not configured is left out',
  render: (args) => <WithoutPassSelection onStepClick={args.onStepClick} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByText('Tu abono')).toBeNull();
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveTextContent('Paso 3: Pago');
  },
};
