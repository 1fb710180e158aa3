/** What importing a file would do, worked out before anything is written. */
export interface ImportPlan<Row, Invalid> {
  /** Each new row once, in file order, as it will be stored. */
  rows: Row[];
  /** Rows repeating one seen earlier in the file. */
  duplicatesInFile: number;
  invalid: Invalid[];
}

/** What an import did. */
export interface ImportReport<Invalid> {
  added: number;
  /** Rows the database already had (skipped). */
  alreadyThere: number;
  duplicatesInFile: number;
  invalid: Invalid[];
}
