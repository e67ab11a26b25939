import { Accordion } from "@ark-ui/react/accordion";
import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import type { Carried } from "~/ui/enhance";
import { MeterBody } from "./MeterBody";
import { carryScope, MeterHeader, type MeterListProps } from "./MeterList";

/** The meters accordion with JS (Ark): loaded lazily by MeterList, which shows native disclosures until then. */
export default function MeterAccordion({ meters, open, address, action, carried }: MeterListProps & Carried) {
  // The panels the resident opened among the disclosures stay open (typed values and focus are put back by
  // the enhancement itself).
  const [value, setValue] = useState<string[]>(() => {
    const opened = meters.filter((m) => carried?.open.includes(carryScope(m.id))).map((m) => String(m.id));
    return open && !opened.includes(String(open)) ? [...opened, String(open)] : opened;
  });
  // After a post the page names the meter it was about: its panel opens (the others stay as they were).
  useEffect(() => {
    if (open) setValue((v) => (v.includes(String(open)) ? v : [...v, String(open)]));
  }, [open]);
  return (
    <Accordion.Root multiple collapsible value={value} onValueChange={(d) => setValue(d.value)} className={css({ display: "grid", gap: "3" })} asChild>
      <ul>
        {meters.map((m) => (
          <Accordion.Item key={m.id} value={String(m.id)} id={`meter-${m.id}`} data-carry={carryScope(m.id)} asChild>
            <li className={css({ bg: "surface", borderWidth: "1px", borderColor: "border", borderRadius: "lg" })}>
              <Accordion.ItemTrigger
                data-meter-trigger=""
                className={css({
                  display: "flex",
                  w: "full",
                  gap: "2",
                  alignItems: "center",
                  textAlign: "left",
                  cursor: "pointer",
                  p: "4",
                  borderRadius: "lg",
                  _focusVisible: { outline: "2px solid", outlineColor: "focus", outlineOffset: "2px" },
                })}
              >
                <span aria-hidden="true" className={css({ transition: "transform 0.15s", "[data-state=open] > &": { transform: "rotate(90deg)" } })}>
                  ▸
                </span>
                <MeterHeader meter={m} />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent className={css({ p: { base: "4", md: "6" }, borderTopWidth: "1px", borderColor: "border" })}>
                <MeterBody meter={m} address={address} action={action?.meterId === m.id ? action : null} />
              </Accordion.ItemContent>
            </li>
          </Accordion.Item>
        ))}
      </ul>
    </Accordion.Root>
  );
}
