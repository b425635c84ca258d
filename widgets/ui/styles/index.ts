import healthTones from "./health-tones.css?inline";

/**
 * Sheets several widgets share (one place for rules that would otherwise be copied): add one to a
 * widget's `styles` after its own sheet. The others of this folder (stats-panel, spinner, modal) are
 * imported by file (`../ui/styles/spinner.css?inline`), so that a widget's docs list only the tokens
 * of the sheets it takes.
 */

/** The health dot's colours (`.tone-green|yellow|red|grey` set --_tone) and its flapping blink. */
export const healthToneStyles = healthTones;
