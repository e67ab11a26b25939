import { Accordion } from "@ark-ui/react/accordion";
import { useEffect, useState } from "react";
import { disclosure } from "styled-system/recipes";
import type { Carried } from "~/ui/enhance";
import { MeterBody } from "./MeterBody";
import { carryScope, MeterHeader, type MeterListProps } from "./MeterList";

const panels = disclosure();

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
    <Accordion.Root
      multiple
      collapsible
      value={value}
      onValueChange={(d) => setValue(d.value)}
      className={panels.root}
      asChild
    >
      <ul>
        {meters.map((m) => (
          <Accordion.Item key={m.id} value={String(m.id)} id={`meter-${m.id}`} data-carry={carryScope(m.id)} asChild>
            <li className={panels.item}>
              <Accordion.ItemTrigger data-meter-trigger="" className={panels.trigger}>
                <span aria-hidden="true" className={panels.indicator}>
                  ▸
                </span>
                <MeterHeader meter={m} />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent className={panels.content}>
                <MeterBody
                  meter={m}
                  address={address}
                  action={action?.meterId === m.id ? action : null}
                  expanded={value.includes(String(m.id))}
                />
              </Accordion.ItemContent>
            </li>
          </Accordion.Item>
        ))}
      </ul>
    </Accordion.Root>
  );
}
