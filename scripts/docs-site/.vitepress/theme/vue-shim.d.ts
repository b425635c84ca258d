// Single-file components of the docs theme, for tsc (VitePress compiles them).
declare module "*.vue" {
  import type { DefineComponent } from "vue";
  const component: DefineComponent;
  export default component;
}
