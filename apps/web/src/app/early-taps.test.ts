import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyTap } from './early-taps.ts';
import { takeEarlyTaps } from './take-early-taps.ts';

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
    next(count);
  });

function tapBefore(selector: string | null) {
  window.__percursoTaps = { taken: false, last: { selector, x: 5, y: 5 } };
}

function button(testId: string, onClick: () => void) {
  const element = document.createElement('button');
  element.dataset.testid = testId;
  element.addEventListener('click', onClick);
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__percursoTaps;
});

describe('text typed before the app took over the page', () => {
  it("is typed again into the app's field, and the app hears it", async () => {
    window.__percursoTaps = { taken: false, last: null, typed: { '[data-testid="search-input"]': 'museu+café' } };
    const heard = vi.fn();
    const field = document.createElement('input');
    field.dataset.testid = 'search-input';
    field.addEventListener('input', () => heard(field.value));
    replayEarlyTap();
    await frames(3);
    document.body.append(field);
    await frames(3);
    expect(field.value).toBe('museu+café');
    expect(heard).toHaveBeenCalledWith('museu+café');
  });
});

describe('a tap made before the app took over the page', () => {
  it("is replayed on the same element of the app's screen", async () => {
    const clicked = vi.fn();
    button('image-open', clicked);
    tapBefore('[data-testid="image-open"]');
    replayEarlyTap();
    await frames(2);
    expect(clicked).toHaveBeenCalledOnce();
  });

  it('waits for an element the app draws a few frames later (a lazy part of the screen)', async () => {
    const clicked = vi.fn();
    tapBefore('[data-testid="image-open"]');
    replayEarlyTap();
    await frames(5);
    button('image-open', clicked);
    await frames(3);
    expect(clicked).toHaveBeenCalledOnce();
  });

  it('is replayed on the part of a marked element that was tapped (one segment of a switch)', async () => {
    // The app's switch has an element the server's had not (Mantine's moving indicator).
    const switchRoot = document.createElement('div');
    switchRoot.dataset.testid = 'view-toggle';
    switchRoot.append(document.createElement('span'));
    const chosen = vi.fn();
    for (const name of ['list', 'map']) {
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.value = name;
      radio.addEventListener('click', () => chosen(name));
      switchRoot.append(radio);
    }
    document.body.append(switchRoot);
    window.__percursoTaps = {
      taken: false,
      last: { selector: '[data-testid="view-toggle"]', inner: { tag: 'INPUT', value: 'map', text: null }, x: 5, y: 5 },
    };
    replayEarlyTap();
    await frames(2);
    expect(chosen.mock.calls).toEqual([['map']]);
  });

  it('falls back to the marked element when the app drew different elements inside it', async () => {
    const clicked = vi.fn();
    button('view-toggle', clicked);
    window.__percursoTaps = {
      taken: false,
      last: { selector: '[data-testid="view-toggle"]', inner: { tag: 'LABEL', value: null, text: 'Mapa' }, x: 5, y: 5 },
    };
    replayEarlyTap();
    await frames(2);
    expect(clicked).toHaveBeenCalledOnce();
  });

  it("is replayed on an icon's drawing as a click that reaches its button", async () => {
    const clicked = vi.fn();
    const menu = button('language-menu', clicked);
    menu.innerHTML = '<svg><path d="M0 0"></path></svg>';
    window.__percursoTaps = {
      taken: false,
      last: { selector: '[data-testid="language-menu"]', inner: { tag: 'path', value: null, text: '' }, x: 5, y: 5 },
    };
    replayEarlyTap();
    await frames(2);
    expect(clicked).toHaveBeenCalledOnce();
  });

  it("is replayed on the icon button that was tapped, told from its neighbours by its label (a gallery's arrows)", async () => {
    const gallery = document.createElement('div');
    gallery.dataset.testid = 'point-images';
    const clicked = vi.fn();
    for (const label of [null, 'Anterior', 'Próximo']) {
      const arrow = document.createElement('button');
      if (label) arrow.setAttribute('aria-label', label);
      arrow.addEventListener('click', () => clicked(label));
      gallery.append(arrow);
    }
    document.body.append(gallery);
    window.__percursoTaps = {
      taken: false,
      last: {
        selector: '[data-testid="point-images"]',
        inner: { tag: 'BUTTON', value: null, text: '', label: 'Próximo' },
        x: 5,
        y: 5,
      },
    };
    replayEarlyTap();
    await frames(2);
    expect(clicked.mock.calls).toEqual([['Próximo']]);
  });

  it('of several elements with the same marks, is replayed on the one shown, not on one hidden in a closed section', async () => {
    const hidden = vi.fn();
    const shown = vi.fn();
    const closed = document.createElement('div');
    closed.style.display = 'none';
    document.body.append(closed);
    closed.append(button('image-open', hidden));
    button('image-open', shown);
    tapBefore('[data-testid="image-open"]');
    replayEarlyTap();
    await frames(2);
    expect(hidden).not.toHaveBeenCalled();
    expect(shown).toHaveBeenCalledOnce();
  });

  it('is replayed once only, and never after the app has taken over', async () => {
    const clicked = vi.fn();
    button('image-open', clicked);
    tapBefore('[data-testid="image-open"]');
    replayEarlyTap();
    replayEarlyTap();
    await frames(2);
    expect(clicked).toHaveBeenCalledOnce();
    expect(window.__percursoTaps?.taken).toBe(true);
  });
});

describe('early-taps.js arriving after the app took over (it is loaded async)', () => {
  it('stays off, so it never holds back the tick of a checkbox the app answers', () => {
    delete window.__percursoTaps;
    expect(takeEarlyTaps()).toBeNull();
    // The script runs late, as a slow network or a busy phone can make it. Had it started, it would
    // cancel every real tap on a checkbox or switch (its replay never comes): the box stayed as it
    // was while React changed its state (a panel switch "did not change its state" in e2e runs).
    // A real tap (isTrusted) cannot be made here; what the script reads to stay off can.
    const script = readFileSync(join(import.meta.dirname, '../../public/early-taps.js'), 'utf8');
    new Function(script)();
    const taps = Reflect.get(window, '__percursoTaps') as { taken: boolean } | undefined;
    expect(taps?.taken).toBe(true);
  });
});
