/** Records shared by the vehicle and boat shipping guides (SPEC.md §3). */

export type ShippingCompany = {
  name: string;
  /** Absent where no number could be confirmed: the website has the current one. */
  phone?: string;
  website: string;
  notes: string;
  /**
   * A stand-in for a private business we could not confirm: reserved example contact values
   * (555-01xx, example.com), shown with the "Sample listing" tag.
   */
  sample: boolean;
};

export type Port = {
  location: string;
  transit: string;
  notes: string;
};
