/** The controls whose values an agent types or picks; a filter (inside <search>) is not input to save. */
const CONTROLS = 'input, select, textarea, [role="switch"], [role="checkbox"], [role="radio"]';
const NOT_INPUT = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'search']);

function isInput(element: Element): boolean {
  if (element instanceof HTMLInputElement && NOT_INPUT.has(element.type)) return false;
  return element.closest('search, [role="search"]') === null;
}

function controlValue(element: Element): string {
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox' || element.type === 'radio') return String(element.checked);
    if (element.type === 'file') return [...(element.files ?? [])].map((file) => file.name).join('\n');
    return element.value;
  }
  if (element instanceof HTMLSelectElement)
    return [...element.selectedOptions].map((o) => o.value).join('\n');
  if (element instanceof HTMLTextAreaElement) return element.value;
  return element.getAttribute('aria-checked') ?? '';
}

/**
 * Whether a panel holds input the agent has not saved (issue 30 item 2), read from its form controls: each
 * control's value is noted the first time the agent focuses or presses anything in the panel while it is shown
 * (before the agent can change it), and the panel is unsaved while a control still shown differs from it. Changing
 * a value back, or a form that resets or is replaced by its result after saving, leaves nothing unsaved. State kept
 * outside the shown controls (a wizard's earlier steps) is reported with `setChanged`.
 */
export class UnsavedInputTracker {
  readonly #noted = new Map<Element, string>();
  readonly #changed = new Set<object>();

  /** Notes the value of every control in `root` not yet noted; called before each of the agent's actions. */
  observe(root: Element) {
    for (const control of root.querySelectorAll(CONTROLS))
      if (!this.#noted.has(control) && isInput(control)) this.#noted.set(control, controlValue(control));
  }

  /** After a save that keeps the form: the values shown are the saved ones. */
  saved() {
    this.#changed.clear();
    for (const control of [...this.#noted.keys()]) {
      if (control.isConnected) this.#noted.set(control, controlValue(control));
      else this.#noted.delete(control);
    }
  }

  /** State of `owner` the controls do not show (a wizard's earlier steps) is changed or not. */
  setChanged(owner: object, changed: boolean) {
    if (changed) this.#changed.add(owner);
    else this.#changed.delete(owner);
  }

  hasUnsavedInput(): boolean {
    if (this.#changed.size > 0) return true;
    for (const [control, value] of this.#noted) {
      if (!control.isConnected) this.#noted.delete(control);
      else if (controlValue(control) !== value) return true;
    }
    return false;
  }
}
