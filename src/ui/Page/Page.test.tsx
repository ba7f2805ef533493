import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Page } from './Page';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Page', () => {
  it('gives the title the focus when it opens, and again when its state changes', () => {
    const { rerender } = render(
      <Page title="Recuperar" focusTitle>
        <input aria-label="Correo" />
      </Page>,
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    screen.getByLabelText('Correo').focus();
    rerender(<Page title="Enlace enviado" focusTitle />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('leaves the focus in a field a visitor was typing into when the app takes over a page that arrived as HTML', async () => {
    const page = (
      <Page title="Hazte abonado" focusTitle>
        <input aria-label="Apellidos" />
      </Page>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const field = container.querySelector('input')!;
    field.focus();
    await act(async () => void hydrateRoot(container, page));
    expect(document.activeElement).toBe(field);
  });
});
