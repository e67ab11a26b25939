import { Dialog as Ark } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { useTranslation } from "react-i18next";
import { button, dialog } from "styled-system/recipes";
import type { DialogProps } from "./Dialog";

const classes = dialog();

/** The Ark dialog itself; loaded lazily by Dialog. */
export default function DialogContent({ open, onClose, title, description, role = "dialog", children }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Ark.Root open={open} onOpenChange={(d) => (d.open ? undefined : onClose())} role={role} lazyMount unmountOnExit>
      <Portal>
        <Ark.Backdrop className={classes.backdrop} />
        <Ark.Positioner className={classes.positioner}>
          <Ark.Content className={classes.content}>
            <div className={classes.header}>
              <Ark.Title className={classes.title}>{title}</Ark.Title>
              <Ark.CloseTrigger className={`${classes.closeTrigger} ${button({ variant: "ghost", size: "sm" })}`} aria-label={t("dialog.close")}>
                <span aria-hidden="true">✕</span>
              </Ark.CloseTrigger>
            </div>
            {description ? <Ark.Description className={classes.description}>{description}</Ark.Description> : null}
            {children}
          </Ark.Content>
        </Ark.Positioner>
      </Portal>
    </Ark.Root>
  );
}
