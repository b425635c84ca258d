// Favourite camera lists through the portal against the reference server: make a list, add a
// camera with the picker, open it as a mosaic, rename it, delete it; and the stream page's star,
// which adds to and removes from the 'Favorites' list and says so.
import { expect, test } from "./fixtures";
import { FavoritesPage } from "./pages/favorites-page";
import { MosaicView } from "./pages/mosaic-view";
import { PortalPage } from "./pages/portal-page";
import { StreamPage } from "./pages/stream-page";

test.describe("favourites", () => {
  test.describe.configure({ timeout: 120_000 });

  test("make a list, add a camera, open it as a mosaic, rename it, delete it", async ({ signedInPage }) => {
    const page = await signedInPage("operator");
    const portal = new PortalPage(page);
    const favorites = new FavoritesPage(page);
    await favorites.dismissHelp();
    await portal.link("Favorites").click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(favorites.list("Favorites")).toBeVisible();

    const name = `Gates ${Date.now().toString(36)}`;
    await favorites.createList(name);
    await expect(favorites.snackbar(`List ${name} created`)).toBeVisible();
    await expect(favorites.list(name)).toContainText("No cameras in this list yet.");
    await expect(favorites.listButton(name, `Open as mosaic: ${name}`)).toBeDisabled();

    await favorites.searchUnits(name, "crescent");
    await expect(favorites.pickerUnits().first()).toContainText("Crescent Property Management");
    await favorites.pickerUnits().first().click();
    const cameras = favorites.unitCameras();
    const add = cameras.getByRole("button", { name: /^Add / }).first();
    await add.click();
    await expect(favorites.snackbar(new RegExp(`added to ${name}$`))).toBeVisible();
    await expect(favorites.cameraLinks(name)).toHaveCount(1);
    await expect(cameras.getByText("In the list").first()).toBeVisible();
    // The focus stays in the picker (on its search field), so Escape closes it.
    await expect(favorites.root.getByRole("searchbox", { name: "Search live units" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(favorites.root.locator("[part=picker]")).toHaveCount(0);

    await favorites.listButton(name, `Open as mosaic: ${name}`).click();
    await expect(page).toHaveURL(/\/favorites\/\d+\/mosaic$/);
    const mosaic = new MosaicView(page);
    await expect(mosaic.name).toHaveText(name, { timeout: 15_000 });
    await expect(mosaic.tiles).toHaveCount(1);
    await mosaic.back.click();
    await expect(page).toHaveURL(/\/favorites$/);

    const renamed = `${name} renamed`;
    await favorites.listButton(name, `Rename ${name}`).click();
    await favorites.fillName(renamed);
    await expect(favorites.list(renamed)).toBeVisible();
    await expect(favorites.list(name)).toHaveCount(0);

    await favorites.listButton(renamed, `Delete ${renamed}`).click();
    const confirm = favorites.root.getByRole("alertdialog", { name: `Delete ${renamed}` });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(favorites.snackbar(`List ${renamed} deleted`)).toBeVisible();
    await expect(favorites.list(renamed)).toHaveCount(0);
    await page.reload();
    await expect(favorites.list("Favorites")).toBeVisible();
    await expect(favorites.list(renamed)).toHaveCount(0);
  });

  test("the stream page's star adds to and removes from the Favorites list, and says so", async ({ signedInPage }) => {
    const page = await signedInPage("operator", null);
    const stream = new StreamPage(page);
    await stream.open(1);
    await stream.dismissHelp();
    const star = stream.root.locator("[part=favourite-button]");
    await expect(star).toBeVisible({ timeout: 20_000 });
    const cameraName = (await stream.root.locator("[part=camera-name]").textContent()) ?? "";
    // Start from 'not a favourite' whatever the seed holds.
    if ((await star.getAttribute("aria-pressed")) === "true") {
      await star.click();
      await expect(star).toHaveAttribute("aria-pressed", "false");
    }
    await star.click();
    await expect(star).toHaveAttribute("aria-pressed", "true");
    await expect(stream.snackbar(`${cameraName} added to Favorites`)).toBeVisible();

    const favorites = new FavoritesPage(page);
    await favorites.open();
    await expect(favorites.cameraLinks("Favorites").filter({ hasText: cameraName })).toHaveCount(1);

    await stream.open(1);
    await expect(star).toHaveAttribute("aria-pressed", "true", { timeout: 20_000 });
    await star.click();
    await expect(star).toHaveAttribute("aria-pressed", "false");
    await expect(stream.snackbar(`${cameraName} removed from Favorites`)).toBeVisible();
  });
});
