/**
 * Text that is only a guess until an answer names it (a category name made from the address):
 * assistive tech hears the guess, the eye sees a grey bar, `className` (composing placeholder.module.css's bar).
 */
export function PlaceholderText({ text, className }: { text: string; className: string }) {
  return (
    <>
      <span className="visually-hidden">{text}</span>
      <span className={className} aria-hidden="true" />
    </>
  );
}
