import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { link, table } from "styled-system/recipes";

// The meetings' data tables (the list, the property details): one header per column, each body cell labelled
// with its column's name (`data-label`), so on a phone every row stacks into a card of labelled lines.

export function OssTable<R>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  /** Each column's i18n key (in `oss`) and how a row fills its cell. */
  columns: Array<[string, (row: R) => ReactNode]>;
  rows: R[];
  rowKey: (row: R) => string | number;
}) {
  const { t } = useTranslation("oss");
  const cells = table();
  return (
    <div className={cells.scroller}>
      <table className={cells.root}>
        <caption className={cells.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map(([key]) => (
              <th key={key} scope="col" className={cells.cell}>
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map(([key, cell]) => (
                <td key={key} className={cells.cell} data-label={t(key)}>
                  {cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A question's optional file (§2.3: agenda with the optional file per question), on the info and vote pages. */
export function QuestionFile({ question: q }: { question: { number: number; file: string | null } }) {
  const { t } = useTranslation("oss");
  return q.file ? (
    <p>
      <a href={q.file} className={link()}>
        {t("oss.question_file", { n: q.number })}
      </a>
    </p>
  ) : null;
}

/** The texts of the answer codes (§3: "0" for, "1" against, "2" abstained). */
export const ANSWER_KEYS = { "0": "oss.answer_for", "1": "oss.answer_against", "2": "oss.answer_abstained" } as const;
