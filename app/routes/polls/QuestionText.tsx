import { link } from "styled-system/recipes";
import type { TextPart } from "./types";

// Apart from the form: the results pages show questions too, and need none of the form's code (conform).

/** A question's text with its links (checked on the server) as anchors. */
export function QuestionText({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.href ? (
          <a key={i} href={p.href} className={link()} rel="noopener noreferrer">
            {p.text}
          </a>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}
