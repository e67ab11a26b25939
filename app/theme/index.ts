// The portal's design system on Panda, in the Park UI manner: semantic tokens, text styles and config
// recipes (static CSS, a few bytes of runtime each). panda.config.ts puts it into the theme; components use
// the generated `styled-system/recipes` and keep `css()` for one-off layouts only.
import { badge } from "./recipes/badge";
import { button, buttonGroup, link } from "./recipes/button";
import { callout } from "./recipes/callout";
import { chart } from "./recipes/chart";
import { chat } from "./recipes/chat";
import { dataList } from "./recipes/data-list";
import { dialog } from "./recipes/dialog";
import { disclosure } from "./recipes/disclosure";
import { fileField } from "./recipes/file";
import { choice, field, fieldset, input } from "./recipes/form";
import { card, jsOnly, noJsOnly, page, pageHeader } from "./recipes/layout";
import { menu } from "./recipes/menu";
import { resourceIcon } from "./recipes/resource-icon";
import { table } from "./recipes/table";
import { heading, text } from "./recipes/typography";
import { textStyles } from "./text-styles";
import { semanticTokens, tokens } from "./tokens";

export const theme = {
  tokens,
  // The install banner slides up from the foot of the screen (app/ui/MobileBanner.tsx says why).
  keyframes: { bannerIn: { from: { transform: "translateY(100%)" }, to: { transform: "translateY(0)" } } },
  semanticTokens,
  textStyles,
  recipes: {
    button,
    buttonGroup,
    link,
    input,
    heading,
    text,
    badge,
    card,
    page,
    pageHeader,
    resourceIcon,
    jsOnly,
    noJsOnly,
  },
  slotRecipes: { field, fieldset, choice, dialog, callout, table, disclosure, chart, dataList, chat, menu, fileField },
};
