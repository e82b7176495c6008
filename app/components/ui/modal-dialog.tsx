import { X } from "lucide-react";
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { cn } from "~/lib/cn";

/** What Tab can reach inside the dialog. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, video[controls], [tabindex]:not([tabindex="-1"])';

/** Tab past the last control comes back to the first, and Shift+Tab the other way. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const tabbable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)];
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog on the browser's own `<dialog>` and `showModal()`: the rest of the page is
 * inert (no clicks, no focus, hidden from assistive technology) and Escape closes it, with
 * no script doing that work. Radix's dialog did the same in script, and mounting it (focus
 * scope, hiding every other element, measuring the scrollbar to lock scrolling) was the
 * longest task on a first visit's home page. Scrolling behind it is locked in CSS
 * (app.css, `html:has(dialog:modal)`).
 *
 * Opens with focus on the dialog itself, so reading starts at its title; Tab stays inside;
 * on closing, focus returns to what had it before, else to the page's `<main id="main">`.
 * Rendered at the end of `<body>`, outside the page's landmarks. Client-only: mount it after
 * hydration (it is opened by script, so it has nothing to show without one).
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  closeLabel = "Close",
  className,
  children,
}: {
  open: boolean;
  /** Escape, the close button, or a control inside calling it. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const focusedBefore = useRef<Element | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      focusedBefore.current = document.activeElement;
      element.showModal();
      element.focus();
    } else if (!open && element.open) {
      element.close();
      const before = focusedBefore.current;
      const target =
        before instanceof HTMLElement && before !== document.body && before.isConnected
          ? before
          : document.getElementById("main");
      target?.focus({ preventScroll: true });
    }
  }, [open]);

  return createPortal(
    <dialog
      ref={dialog}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: closed through the owner's state, like every other way of closing.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={keepTabInside}
      className={cn(
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl outline-none backdrop:bg-slate-900/60",
        className,
      )}
    >
      <h2 id={titleId} className="pr-10 text-2xl font-bold text-ocean-900">
        {title}
      </h2>
      {description ? (
        <p id={descriptionId} className="mt-2 text-slate-700">
          {description}
        </p>
      ) : null}
      {children}
      <button
        type="button"
        aria-label={closeLabel}
        onClick={onClose}
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-ocean-50"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </dialog>,
    document.body,
  );
}
