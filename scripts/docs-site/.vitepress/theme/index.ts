// The default VitePress theme, with the frame of the live examples and the theming page's editor.
import DefaultTheme from "vitepress/theme";
import type { Theme } from "vitepress";
import TokenEditor from "./TokenEditor.vue";
import "./live-example.css";

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component("TokenEditor", TokenEditor);
  },
} satisfies Theme;
