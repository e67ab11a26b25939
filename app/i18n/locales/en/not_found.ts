import type ru from "../ru/not_found";
import type { Shape } from "../shape";

const not_found: Shape<typeof ru> = {
  title: "Page not found",
  meta_description: "{{site}} has no such page.",
  page_does_not_exist: "This page does not exist",
  back_home: "Back to your account",
};

export default not_found;
