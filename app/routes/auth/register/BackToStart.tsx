import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { button } from "styled-system/recipes";

/** Back to step 1 (§4: step 2 can return to it), keeping the details entered there. */
export function BackToStart({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="back" />
      <button type="submit" className={button({ variant: "ghost" })}>
        {t(label)}
      </button>
    </Form>
  );
}
