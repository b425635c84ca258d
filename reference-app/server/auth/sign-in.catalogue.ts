import type { Language } from "../../../widgets/core/schemas";

/** The sign-in page's strings (server-rendered, so not in the widgets' i18next catalogues), per language. */
export const signInCatalogue: Record<Language, SignInStrings> = {
  en: {
    title: "Sign in · VMS",
    heading: "Sign in",
    username: "Username",
    password: "Password",
    submit: "Sign in",
    hint: (users) => `Reference server: demo users ${users} (password demo).`,
    incorrect: "Incorrect username or password.",
    tooMany: (seconds) => {
      const [n, unit] = seconds < 60 ? [seconds, "second"] : [Math.ceil(seconds / 60), "minute"];
      return `Too many failed sign-ins. Try again in ${n} ${unit}${n === 1 ? "" : "s"}.`;
    },
  },
  es: {
    title: "Iniciar sesión · VMS",
    heading: "Iniciar sesión",
    username: "Usuario",
    password: "Contraseña",
    submit: "Iniciar sesión",
    hint: (users) => `Servidor de referencia: usuarios de demostración ${users} (contraseña demo).`,
    incorrect: "Usuario o contraseña incorrectos.",
    tooMany: (seconds) => {
      const [n, unit] = seconds < 60 ? [seconds, "segundo"] : [Math.ceil(seconds / 60), "minuto"];
      return `Demasiados inicios de sesión fallidos. Vuelva a intentarlo en ${n} ${unit}${n === 1 ? "" : "s"}.`;
    },
  },
};

export interface SignInStrings {
  title: string;
  heading: string;
  username: string;
  password: string;
  submit: string;
  hint(users: string): string;
  incorrect: string;
  tooMany(seconds: number): string;
}
