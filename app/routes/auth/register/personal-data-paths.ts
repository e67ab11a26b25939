// What the details step needs of the personal-data dialog without loading it: its links' targets. The dialog
// (PersonalDataDialog.tsx) loads when first opened; a value imported from it would bring it into /register's
// first download (decision 0019).

export type PersonalDataKind = "policy" | "agreement";

/** The pages of the two texts, whose loaders the dialog reads. */
export const TEXT_PATHS = { policy: "/policy", agreement: "/agreement" } as const;
