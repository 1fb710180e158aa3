import type { RefObject } from 'react';

/** The field name bots like to fill: people never see or reach it. */
export const HONEYPOT_NAME = 'company_website';

/** A trap for form-filling bots: off screen, hidden from assistive technology and out of the tab order. */
export function Honeypot({
  inputRef,
  idPrefix,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  idPrefix: string;
}) {
  const id = `${idPrefix}-${HONEYPOT_NAME}`;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden"
    >
      <label htmlFor={id}>Leave this field empty</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        name={HONEYPOT_NAME}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
