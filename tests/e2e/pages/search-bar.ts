import type { Locator, Page } from "@playwright/test";

/** The unit search bar (`UnitSearch`) at the top of the map page. Actions and queries only, no assertions. */
export class SearchBar {
  readonly input: Locator;
  readonly panel: Locator;
  readonly rows: Locator;
  readonly resultsTitle: Locator;
  readonly recentSearches: Locator;
  readonly marks: Locator;
  readonly filterBy: Locator;

  constructor(readonly page: Page) {
    this.input = page.getByRole("combobox", { name: "Search live units" });
    this.panel = page.locator(".panel");
    this.rows = page.locator(".results .row");
    this.resultsTitle = page.getByRole("heading", { name: /^Results \(\d+\)$/ });
    this.recentSearches = page.locator(".recent-apply");
    this.marks = page.locator(".results mark");
    this.filterBy = page.getByRole("heading", { name: "Filter By" });
  }

  /**
   * Focuses the bar (it expands) and types `query` as a user does, key by key; then waits until the
   * answer for the whole query (not for a prefix typed on the way) is shown.
   */
  async search(query: string): Promise<void> {
    await this.input.click();
    await this.input.fill("");
    const answered = this.page.waitForResponse(
      (response) =>
        response.url().includes("/api/vms/search?") && new URL(response.url()).searchParams.get("q") === query,
    );
    await this.input.pressSequentially(query, { delay: 20 });
    await answered;
    await this.page.locator('section[aria-busy="false"]', { has: this.resultsTitle }).waitFor();
  }

  /** Runs the typed search with the search icon (remembers it). */
  async submit(): Promise<void> {
    await this.page.getByRole("button", { name: "Search", exact: true }).click();
  }

  async clear(): Promise<void> {
    await this.input.click();
    await this.input.fill("");
  }

  /** Waits until rows for the current query are shown. */
  async waitForRows(): Promise<void> {
    await this.rows.first().waitFor();
  }

  /** The count in 'Results (count)'. */
  async resultCount(): Promise<number> {
    const text = (await this.resultsTitle.textContent()) ?? "";
    return Number(/\((\d+)\)/.exec(text)?.[1] ?? Number.NaN);
  }

  row(name: string | RegExp): Locator {
    return this.rows.filter({ has: this.page.locator(".row-title", { hasText: name }) });
  }

  /** Rows of one kind: live_unit, archive_cabinet, client, region. */
  rowsOfKind(kind: string): Locator {
    return this.page.locator(`.results .row[data-kind="${kind}"]`);
  }

  streamButton(row: Locator): Locator {
    return row.getByRole("button", { name: /^Stream / });
  }

  historyButton(row: Locator): Locator {
    return row.getByRole("button", { name: /^History of / });
  }

  /** Clicks the row itself (not its buttons). */
  async open(row: Locator): Promise<void> {
    await row.locator(".row-main").click();
  }

  async texts(locator: Locator): Promise<string[]> {
    return locator.evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ""));
  }

  recentSearch(query: string): Locator {
    return this.recentSearches.filter({ hasText: query });
  }

  async chooseFilter(name: "Accounts" | "Regions"): Promise<void> {
    await this.page.getByRole("button", { name, exact: true }).click();
  }

  async removeChip(label: string): Promise<void> {
    await this.page.getByRole("button", { name: `Remove filter ${label}` }).click();
  }
}
