/** A picked range of days; either end may be open while the user picks. */
export interface DateRange {
  from?: Date | undefined;
  to?: Date | undefined;
}
