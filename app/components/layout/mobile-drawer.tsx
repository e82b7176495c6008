import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The menu as an off-canvas drawer below 768 px: a real modal (focus trapped, Escape closes,
 * focus returns to the header's menu button). Loaded only when first opened, so phones don't
 * pay for it on first paint.
 */
export default function MobileDrawer({
  open,
  onOpenChange,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of the button that opened it. */
  returnFocusTo: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          // Radix returns focus to a Dialog.Trigger; the menu button lives in the header instead.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(returnFocusTo)?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-(--sidebar-width-mobile) max-w-[85vw] flex-col bg-white shadow-xl md:hidden"
        >
          <Dialog.Title className="sr-only">Site menu</Dialog.Title>
          <Dialog.Close
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-ocean-50"
            aria-label="Close menu"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
