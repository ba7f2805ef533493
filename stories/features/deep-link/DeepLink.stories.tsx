import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { deepLinkPaths } from '../../../src/api/deep-link';
import { Component as DeepLink } from '../../../src/features/deep-link/routes/deep-link';
import { OverlayHost, overlayStore } from '../../../src/ui';

/**
 * The /dl/:token container: POST deep-link is answered in the story by a stand-in for fetch (the
 * one call the container makes; every other request still meets the preview's network guard), so
 * each outcome of spec §8 "Deep link" shows as the member sees it: the alert over the home, or the
 * target page.
 */
type Answer = { status: number; body: unknown };

const requests: unknown[] = [];

/** Answers POST /api/deep-link with `answer`; hands anything else to the guarded fetch. */
function answerDeepLink(answer: Answer) {
  return () => {
    requests.length = 0;
    const guarded = window.fetch;
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (url.pathname === `/api/${deepLinkPaths.resolve}` && init?.method === 'POST') {
        requests.push(JSON.parse(String(init.body)));
        return Promise.resolve(
          new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } }),
        );
      }
      return guarded(input, init);
    };
    return () => {
      window.fetch = guarded;
    };
  };
}

/** Stand-ins for the pages the container leads to. */
const PageStub = ({ title }: { title: string }) => (
  <main>
    <h1>{title}</h1>
  </main>
);

const meta = {
  title: 'features/deep-link/DeepLink',
  component: DeepLink,
  render: () => (
    <>
      <Routes>
        <Route path="/dl/:token" element={<DeepLink />} />
        <Route path="/" element={<PageStub title="Inicio" />} />
        <Route path="/abonado/*" element={<PageStub title="Mi perfil" />} />
      </Routes>
      <OverlayHost />
    </>
  ),
  parameters: { layout: 'fullscreen', route: '/dl/enlace-firmado' },
  beforeEach: () => {
    overlayStore.setState({ modal: null, queue: [] });
    return () => overlayStore.setState({ modal: null, queue: [] });
  },
} satisfies Meta<typeof DeepLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Expired: Story = {
  name: 'Expired link (400): alert over the home',
  beforeEach: answerDeepLink({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Deep link expired' } }),
  play: async ({ canvasElement }) => {
    const alert = await body().findByRole('alertdialog');
    await expect(alert).toHaveTextContent('El enlace ha caducado. Pide uno nuevo al club.');
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Inicio', hidden: true })).toBeInTheDocument();
    await expect(requests).toEqual([{ token: 'enlace-firmado' }]);
  },
};

export const Invalid: Story = {
  name: 'Forged or used link (404): alert over the home',
  beforeEach: answerDeepLink({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Invalid deep link' } }),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const alert = await body().findByRole('alertdialog');
    await expect(alert).toHaveTextContent('El enlace no es válido.');
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Inicio', hidden: true })).toBeInTheDocument();
  },
};

export const TargetOutsideSite: Story = {
  name: 'Answer leading off the site: refused as invalid',
  beforeEach: answerDeepLink({ status: 200, body: { redirectUrl: 'https://evil.example/abonado', type: 'REDIRECT', extraInfo: null } }),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const alert = await body().findByRole('alertdialog');
    await expect(alert).toHaveTextContent('El enlace no es válido.');
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Inicio', hidden: true })).toBeInTheDocument();
  },
};

export const Redirect: Story = {
  name: 'REDIRECT link: straight to its page, no alert',
  beforeEach: answerDeepLink({ status: 200, body: { redirectUrl: '/abonado/perfil', type: 'REDIRECT', extraInfo: null } }),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument());
    await expect(body().queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
