import { Accordion } from "@ark-ui/react/accordion";
import { useEffect, useState } from "react";
import { disclosure } from "styled-system/recipes";
import { restore, snapshot } from "~/ui/carry-over";
import { MeterBody } from "./MeterBody";
import { MeterHeader, type MeterListProps } from "./MeterList";

const panels = disclosure();

/** The meters accordion with JS (Ark): loaded lazily by MeterList, which shows native disclosures until then. */
export default function MeterAccordion({ meters, open, address, action }: MeterListProps) {
  // Rendered while the native disclosures are still on the page: what the resident opened or typed there
  // in the moment before this loaded carries over.
  const [before] = useState(() => snapshot(meters.map((m) => `meter-${m.id}`)));
  const [value, setValue] = useState<string[]>(() => {
    const opened = before.open.map((id) => id.slice("meter-".length));
    return open && !opened.includes(String(open)) ? [...opened, String(open)] : opened;
  });
  // After the children's effects (conform's included), so nothing resets what is put back.
  useEffect(() => restore(before), [before]);
  // After a post the page names the meter it was about: its panel opens (the others stay as they were).
  useEffect(() => {
    if (open) setValue((v) => (v.includes(String(open)) ? v : [...v, String(open)]));
  }, [open]);
  return (
    <Accordion.Root multiple collapsible value={value} onValueChange={(d) => setValue(d.value)} className={panels.root} asChild>
      <ul>
        {meters.map((m) => (
          <Accordion.Item key={m.id} value={String(m.id)} id={`meter-${m.id}`} data-carry={`meter-${m.id}`} asChild>
            <li className={panels.item}>
              <Accordion.ItemTrigger
                data-meter-trigger=""
                className={panels.trigger}
              >
                <span aria-hidden="true" className={panels.indicator}>
                  ▸
                </span>
                <MeterHeader meter={m} />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent className={panels.content}>
                <MeterBody meter={m} address={address} action={action?.meterId === m.id ? action : null} />
              </Accordion.ItemContent>
            </li>
          </Accordion.Item>
        ))}
      </ul>
    </Accordion.Root>
  );
}
