import { afterEach, describe, expect, it } from 'vitest';
import { UnsavedInputTracker } from './unsaved-input.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function panel(html: string): HTMLElement {
  const root = document.createElement('aside');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('UnsavedInputTracker', () => {
  it("counts a changed text, choice or tick until it is changed back, and never a filter's", () => {
    const root = panel(`
      <input id="name" value="Åsa">
      <select id="reason"><option value="">Välj</option><option value="100">Flyttar</option></select>
      <input id="confirm" type="checkbox">
      <search><input id="filter" value=""></search>
    `);
    const tracker = new UnsavedInputTracker();
    tracker.observe(root);
    const field = <T extends HTMLElement>(id: string) => root.querySelector(`#${id}`) as T;
    field<HTMLInputElement>('filter').value = 'Örebro';
    expect(tracker.hasUnsavedInput()).toBe(false);
    for (const [change, undo] of [
      [
        () => (field<HTMLInputElement>('name').value = 'Åsa Öberg'),
        () => (field<HTMLInputElement>('name').value = 'Åsa'),
      ],
      [
        () => (field<HTMLSelectElement>('reason').value = '100'),
        () => (field<HTMLSelectElement>('reason').value = ''),
      ],
      [
        () => (field<HTMLInputElement>('confirm').checked = true),
        () => (field<HTMLInputElement>('confirm').checked = false),
      ],
    ] as const) {
      change();
      expect(tracker.hasUnsavedInput()).toBe(true);
      undo();
      expect(tracker.hasUnsavedInput()).toBe(false);
    }
  });

  it('forgets a removed form, takes saved values as the new start and holds state the controls do not show', () => {
    const root = panel('<form><textarea id="text"></textarea></form>');
    const tracker = new UnsavedInputTracker();
    tracker.observe(root);
    const text = root.querySelector('textarea') as HTMLTextAreaElement;
    text.value = 'Kunden ringer tillbaka';
    tracker.saved();
    expect(tracker.hasUnsavedInput()).toBe(false);
    text.value = 'Kunden ringer tillbaka i morgon';
    expect(tracker.hasUnsavedInput()).toBe(true);
    root.querySelector('form')?.remove();
    expect(tracker.hasUnsavedInput()).toBe(false);
    const wizard = {};
    tracker.setChanged(wizard, true);
    expect(tracker.hasUnsavedInput()).toBe(true);
    tracker.setChanged(wizard, false);
    expect(tracker.hasUnsavedInput()).toBe(false);
  });
});
