/**
 * The hand-over from a prerendered page to the app (decisions 073, 348). React hydrates the
 * prerendered markup (or, in another language than English, replaces it with its own); either way
 * what a visitor did to it before the app started — text typed into a field, which the app's state
 * does not hold, a button pressed, which had no handler yet (the menu toggle on a phone) — would be
 * lost on a slow phone. The entry
 * (`main.tsx`) records from the moment it runs; during the app's first commit a field takes its
 * text ({@link takeTypedInput}), then `HandoverDone` (handover-done.tsx) presses again, on the app's
 * page, the buttons pressed before, and ends the recording.
 */
interface TypedInput {
  /** The text of the field. */
  value: string;
  /** Whether the field had the focus when the app replaced it. */
  focused: boolean;
}

const typed = new Map<string, string>();
let focusedName: string | undefined;
/** Selectors of the buttons pressed before the app started, in order. */
let pressed: string[] = [];
let stopRecording: (() => void) | undefined;

const fieldName = (target: EventTarget | null) =>
  target instanceof HTMLInputElement && target.name ? target.name : undefined;

/** A selector that finds `button` again in the app's markup: its id, else its label. */
function buttonSelector(button: HTMLButtonElement): string | undefined {
  if (button.id) return `button#${CSS.escape(button.id)}`;
  const label = button.getAttribute('aria-label');
  return label ? `button[aria-label="${CSS.escape(label)}"]` : undefined;
}

/**
 * Records, inside `container` (the prerendered `#root`), the text of named `<input>`s (what they
 * hold already, then every change), which of them has the focus, and the buttons pressed, until
 * {@link finishHandover}.
 */
export function recordBeforeStart(container: HTMLElement): void {
  for (const field of container.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (field.value !== field.defaultValue) typed.set(field.name, field.value);
  }
  focusedName = fieldName(document.activeElement);
  const onInput = (event: Event) => {
    const name = fieldName(event.target);
    if (name) typed.set(name, (event.target as HTMLInputElement).value);
  };
  const onFocusIn = (event: FocusEvent) => {
    focusedName = fieldName(event.target);
  };
  const onFocusOut = () => {
    focusedName = undefined;
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const selector = button && buttonSelector(button);
    if (selector && button.type === 'button') pressed.push(selector);
  };
  container.addEventListener('input', onInput, true);
  container.addEventListener('focusin', onFocusIn, true);
  container.addEventListener('focusout', onFocusOut, true);
  container.addEventListener('click', onClick, true);
  stopRecording = () => {
    container.removeEventListener('input', onInput, true);
    container.removeEventListener('focusin', onFocusIn, true);
    container.removeEventListener('focusout', onFocusOut, true);
    container.removeEventListener('click', onClick, true);
  };
}

/**
 * The text typed into the prerendered field named `name`, and whether it had the focus; given
 * once, and only during the app's first commit (call it from a layout effect). `undefined` when
 * nothing was typed there.
 */
export function takeTypedInput(name: string): TypedInput | undefined {
  const value = typed.get(name);
  if (value === undefined) return undefined;
  typed.delete(name);
  return { value, focused: focusedName === name };
}

/**
 * Stops recording: from here on, React sees the visitor's input itself. Called when the app starts
 * to hydrate the prerendered markup, whose fields and buttons it then owns (a press during
 * hydration is React's to replay), or by {@link finishHandover}.
 */
export function stopRecordingBeforeStart(): void {
  stopRecording?.();
  stopRecording = undefined;
}

/**
 * Ends the hand-over after the app's first commit: presses again each button pressed before (once
 * a matching button is on the app's page), and stops recording — later input is the app's own.
 */
export function finishHandover(container: ParentNode = document): void {
  stopRecordingBeforeStart();
  for (const selector of pressed) {
    const matches = container.querySelectorAll<HTMLButtonElement>(selector);
    if (matches.length === 1) matches[0]?.click();
  }
  pressed = [];
  typed.clear();
  focusedName = undefined;
}
