// Single-file components of the docs theme, for tsc (VitePress compiles them).
declare module "*.vue" {
  import type { Theme } from "vitepress";
  const component: Theme["Layout"];
  export default component;
}
