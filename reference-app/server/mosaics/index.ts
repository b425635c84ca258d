/** The mosaics feature's public module: what favourites (a list opened as a mosaic) use. */
export { mosaicCamera, NO_SIP, shown, userPermissions } from "./mosaic-routes";
