import { Dialog as Ark } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { button } from "styled-system/recipes";
import type { DialogProps } from "./Dialog";

/** The Ark dialog itself; loaded lazily by Dialog. */
export default function DialogContent({ open, onClose, title, description, role = "dialog", children }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Ark.Root open={open} onOpenChange={(d) => (d.open ? undefined : onClose())} role={role} lazyMount unmountOnExit>
      <Portal>
        <Ark.Backdrop className={css({ position: "fixed", inset: "0", bg: "rgba(15, 23, 42, 0.55)", zIndex: "modal" })} />
        <Ark.Positioner
          className={css({
            position: "fixed",
            inset: "0",
            zIndex: "modal",
            display: "flex",
            alignItems: { base: "flex-end", sm: "center" },
            justifyContent: "center",
            overflowY: "auto",
          })}
        >
          <Ark.Content
            className={css({
              // §2.3 modals: 717 px on a wider window, otherwise the whole width.
              w: "full",
              maxW: "717px",
              maxH: "100dvh",
              overflowY: "auto",
              bg: "surface",
              color: "text",
              borderRadius: { base: "0", sm: "lg" },
              boxShadow: "lg",
              p: { base: "4", md: "6" },
              display: "grid",
              gap: "4",
            })}
          >
            <div className={css({ display: "flex", alignItems: "flex-start", gap: "3" })}>
              <Ark.Title className={css({ fontSize: "xl", fontWeight: "bold", mr: "auto" })}>{title}</Ark.Title>
              <Ark.CloseTrigger className={button({ variant: "ghost", size: "sm" })} aria-label={t("dialog.close")}>
                <span aria-hidden="true">✕</span>
              </Ark.CloseTrigger>
            </div>
            {description ? <Ark.Description>{description}</Ark.Description> : null}
            {children}
          </Ark.Content>
        </Ark.Positioner>
      </Portal>
    </Ark.Root>
  );
}
