import { addCatalogue } from "../core/i18n/i18n";

/** Strings of the unit header (namespace `unitHeader`), English and Spanish. */
export const unitHeaderCatalogue = {
  en: {
    label: "Unit",
    back: "Back",
    serial: "Serial {{serial}}",
    tabs: "Unit pages",
    cameras: "Cameras",
    history: "History",
    health: "Health: {{status}}",
    favourite: "Add {{name}} to favourites",
    unfavourite: "Remove {{name}} from favourites",
  },
  es: {
    label: "Unidad",
    back: "Atrás",
    serial: "Serie {{serial}}",
    tabs: "Páginas de la unidad",
    cameras: "Cámaras",
    history: "Historial",
    health: "Estado: {{status}}",
    favourite: "Agregar {{name}} a favoritos",
    unfavourite: "Quitar {{name}} de favoritos",
  },
};

addCatalogue("unitHeader", unitHeaderCatalogue);
