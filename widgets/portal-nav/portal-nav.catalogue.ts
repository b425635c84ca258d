import { addCatalogue } from "../core/i18n/i18n";

/** Strings of the portal shell (namespace `portalNav`). */
addCatalogue("portalNav", {
  en: {
    navLabel: "Main navigation",
    collapse: "Collapse navigation",
    expand: "Expand navigation",
    loadingLinks: "Loading navigation...",
    alertCount: "{{label}} {{shown}} unresolved",
    links: {
      liveUnits: "Live Units",
      vms: "VMS",
      commandCenter: "Command Center",
      accessControl: "Access Control",
      forensicSearch: "Forensic Search",
      reports: "Reports",
      videoLibrary: "Video Library",
      selfService: "Self Service",
      liveUnitAdmin: "Live Unit Admin",
      legacySettings: "Legacy Settings",
      admin: "Admin",
    },
    help: {
      menu: "Help Center",
      knowledgeBase: "Knowledge base",
      email: "Email {{email}}",
      phone: "Call {{phone}}",
      hours: "Monday to Friday 6am to 8pm Mountain Time",
    },
    account: {
      menu: "My Account",
      profile: "My profile",
      signOut: "Sign Out",
    },
  },
  es: {
    navLabel: "Navegación principal",
    collapse: "Contraer navegación",
    expand: "Expandir navegación",
    loadingLinks: "Cargando navegación...",
    alertCount: "{{label}} {{shown}} sin resolver",
    links: {
      liveUnits: "Unidades",
      vms: "VMS",
      commandCenter: "Centro de mando",
      accessControl: "Control de acceso",
      forensicSearch: "Búsqueda forense",
      reports: "Informes",
      videoLibrary: "Videoteca",
      selfService: "Autoservicio",
      liveUnitAdmin: "Administración de unidades",
      legacySettings: "Configuración clásica",
      admin: "Administración",
    },
    help: {
      menu: "Centro de ayuda",
      knowledgeBase: "Base de conocimiento",
      email: "Escribir a {{email}}",
      phone: "Llamar al {{phone}}",
      hours: "De lunes a viernes de 6 a 20 h, hora de la montaña",
    },
    account: {
      menu: "Mi cuenta",
      profile: "Mi perfil",
      signOut: "Cerrar sesión",
    },
  },
});
