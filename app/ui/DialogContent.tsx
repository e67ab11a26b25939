import { Dialog as Ark } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { button, dialog } from "styled-system/recipes";
import { DialogTitleContext } from "./dialog-title";

const classes = dialog();

export interface DialogProps {
  open: boolean;
  /** Called on Esc, on the close button and on a click outside; the caller sets `open` to false. */
  onClose: () => void;
  /** Required: it names the dialog for screen readers (aria-labelledby). */
  title: string;
  description?: ReactNode;
  /** "alertdialog" for confirmations that interrupt the resident. */
  role?: "dialog" | "alertdialog";
  children: ReactNode;
}

/**
 * The Ark dialog itself; loaded lazily by Dialog. The title is shown once, in the dialog's bar: the content
 * learns it through DialogTitleContext and leaves out its own (app/ui/dialog-title.ts).
 */
export default function DialogContent({ open, onClose, title, description, role = "dialog", children }: DialogProps) {
  const { t } = useTranslation();
  const titleId = `dialog-title-${useId()}`;
  return (
    <Ark.Root
      open={open}
      onOpenChange={(d) => (d.open ? undefined : onClose())}
      role={role}
      ids={{ title: titleId }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Ark.Backdrop className={classes.backdrop} />
        <Ark.Positioner className={classes.positioner}>
          <Ark.Content className={classes.content}>
            <div className={classes.header}>
              <Ark.Title className={classes.title}>{title}</Ark.Title>
              <Ark.CloseTrigger
                className={`${classes.closeTrigger} ${button({ variant: "ghost", size: "sm" })}`}
                aria-label={t("dialog.close")}
              >
                <span aria-hidden="true">✕</span>
              </Ark.CloseTrigger>
            </div>
            {description ? <Ark.Description className={classes.description}>{description}</Ark.Description> : null}
            <DialogTitleContext.Provider value={{ title, titleId }}>{children}</DialogTitleContext.Provider>
          </Ark.Content>
        </Ark.Positioner>
      </Portal>
    </Ark.Root>
  );
}
