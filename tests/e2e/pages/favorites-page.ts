import type { Locator, Page } from "@playwright/test";
import { PortalPage } from "./portal-page";

/**
 * The favourites page (`/favorites`) and its `vms-favorites` (roles and names reach into the open
 * shadow root). A page object: actions and locators only, no assertions.
 */
export class FavoritesPage {
  readonly root: Locator;
  readonly newList: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole("region", { name: "Favorite camera lists" });
    this.newList = this.root.getByRole("button", { name: "New list", exact: true });
  }

  /** Closes the map's informational video when it opens on a first visit. */
  async dismissHelp(): Promise<void> {
    await new PortalPage(this.page).closeInformationalVideoIfOpen();
  }

  async open(): Promise<void> {
    await this.page.goto("/favorites");
  }

  /** One list, found by its heading. */
  list(name: string): Locator {
    return this.root.getByRole("article", { name, exact: true });
  }

  listButton(list: string, name: string): Locator {
    return this.list(list).getByRole("button", { name, exact: true });
  }

  /** The cameras of a list, each a link to its stream page. */
  cameraLinks(list: string): Locator {
    return this.list(list).getByRole("link", { name: /^Open the stream of / });
  }

  /** Types a name into the open name form and saves it with Enter. */
  async fillName(name: string): Promise<void> {
    const field = this.root.getByRole("textbox", { name: "List name" });
    await field.fill(name);
    await field.press("Enter");
  }

  async createList(name: string): Promise<void> {
    await this.newList.click();
    await this.fillName(name);
  }

  /** The Add camera picker (one open at a time). */
  picker(): Locator {
    return this.root.locator("[part=picker]");
  }

  /** The live units the picker lists, each a button showing its cameras. */
  pickerUnits(): Locator {
    return this.picker().getByRole("listitem").getByRole("button", { name: /./ });
  }

  /** Opens the Add camera picker of `list` and searches `query`. */
  async searchUnits(list: string, query: string): Promise<void> {
    await this.listButton(list, `Add camera to ${list}`).click();
    await this.root.getByRole("searchbox", { name: "Search live units" }).fill(query);
  }

  /** The cameras of the unit opened in the picker. */
  unitCameras(): Locator {
    return this.root.getByRole("group", { name: /^Cameras of / });
  }

  /** A snackbar of the page's notification stack. */
  snackbar(text: string | RegExp): Locator {
    return this.page.locator("[part=notification]").filter({ hasText: text });
  }
}
