/** CSS imported as text, to be adopted into a widget's shadow root. */
declare module "*.css?inline" {
  const css: string;
  export default css;
}
